// ARGS: -Wno-decl -Wgfp-sleep-in-atomic-maybe
// gfp-sleep-in-atomic-maybe (off by default): the sources that are not
// atomic for every call - a callback the kernel runs atomically for some
// callers or configurations only (URB completions, socket callbacks), a
// static function some of whose callers in the file are atomic, a
// function stored in a member that the file calls through a pointer
// under a lock - and a mask chosen by a condition; the certain sources
// stay gfp-sleep-in-atomic.
#include "kernel-locks.h"

struct urb;
typedef void (*usb_complete_t)(struct urb *);
struct urb { void *context; usb_complete_t complete; };
struct usb_device;
static inline void usb_fill_bulk_urb(struct urb *urb, struct usb_device *dev, unsigned int pipe,
				     void *buf, int len, usb_complete_t complete_fn, void *context)
{
	urb->complete = complete_fn;
	urb->context = context;
}

struct dev {
	spinlock_t lock;
	void *p;
	int n;
	struct urb urb;
	const struct dev_ops *ops;
};

struct dev_ops { void *(*get)(struct dev *d); int (*put)(struct dev *d); };

void *lookup(struct dev *d);

/* URB completions: interrupt context or a BH-off tasklet, depending on
 * the host controller */
static void rx_complete(struct urb *urb)
{
	struct dev *d = urb->context;

	d->p = kmalloc(64, GFP_KERNEL);	// expected-warning {{'kmalloc' with GFP_KERNEL may sleep while in a URB completion handler}}
}

void start_rx(struct dev *d, struct usb_device *udev)
{
	usb_fill_bulk_urb(&d->urb, udev, 1, NULL, 0, rx_complete, d);	// expected-note {{'rx_complete' is registered here as a URB completion handler (by 'usb_fill_bulk_urb')}}
}

/* some callers only */
static void *some_path(struct dev *d)
{
	if (lookup(d))
		return NULL;
	return kmalloc(8, GFP_KERNEL);	// expected-note {{the allocation that may sleep}}
}

static void *mixed(struct dev *d)
{
	return some_path(d);	// expected-warning {{'some_path' may sleep (it calls 'kmalloc' with GFP_KERNEL) and is called while a spinlock is held, in a caller of 'mixed'}}
}

void mixed_callers(struct dev *d)
{
	spin_lock(&d->lock);	// expected-note {{spinlock taken here}}
	d->p = mixed(d);	// expected-note {{'mixed' is called here while a spinlock is held}}
	spin_unlock(&d->lock);
	d->p = mixed(d);
}

/* through a pointer called under a lock */
static void *my_get(struct dev *d)
{
	return kmalloc(8, GFP_NOFS);	// expected-warning {{'kmalloc' with GFP_NOFS may sleep while a spinlock is held (through a pointer call of 'get')}}
}

static const struct dev_ops my_ops = {
	.get = my_get,	// expected-note {{'my_get' is stored here in 'get', which is called while a spinlock is held}}
};

void use_ops(struct dev *d)
{
	d->ops = &my_ops;
	spin_lock(&d->lock);	// expected-note {{spinlock taken here}}
	d->p = d->ops->get(d);
	spin_unlock(&d->lock);
}

/* a mask chosen by a condition */
void chosen(struct dev *d, int can_sleep)
{
	spin_lock(&d->lock);	// expected-note {{spinlock taken here}}
	d->p = kmalloc(8, can_sleep ? GFP_KERNEL : GFP_ATOMIC);	// expected-warning {{'kmalloc' with can_sleep ? GFP_KERNEL : GFP_ATOMIC may sleep while a spinlock is held}}
	spin_unlock(&d->lock);
	d->p = kmalloc(8, can_sleep ? GFP_KERNEL : GFP_ATOMIC);
	d->p = kmalloc(8, can_sleep ? GFP_NOWAIT : GFP_ATOMIC);
}
