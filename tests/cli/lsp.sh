# castguard lsp: a real editor (Neovim's built-in LSP client, headless)
# fixes a swapped kmalloc through the server's code action; the protocol's
# corners are spoken in raw JSON-RPC by tests/cli/lsp-rpc.py.
. tests/cli/lib.sh "$@"
PY=${PYTHON:-python3}
REPO=$PWD

run "$CG" lsp --help
expect help '[ $RC = 0 ] && grep -q "^usage: castguard lsp" "$D/out"'
run "$CG" lsp --debounce=soon
missing=
for o in $("$CG" lsp --help | grep -o -- ' --[a-z][-a-z]*' | sort -u); do
	grep -q -- "${o//-/\\\\-}" docs/castguard.1 || missing="$missing $o"
done
expect help-options-in-man '[ -z "$missing" ] || { echo "    not in docs/castguard.1:$missing"; false; }'
expect bad-option '[ $RC = 2 ] && grep -q "bad argument .--debounce=soon." "$D/err"'

# --- Neovim
N=$D/nvim
mkdir -p "$N"
cat >"$N/alloc.c" <<'C'
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned long size_t;
#define __force __attribute__((force))
#define GFP_KERNEL ((__force gfp_t)0xcc0u)
void *kmalloc(size_t size, gfp_t flags);
static void *buffer(size_t n)
{
	return kmalloc(GFP_KERNEL, n);
}
C
printf '[{"directory": "%s", "file": "alloc.c", "arguments": ["gcc", "-c", "alloc.c"]}]\n' "$N" \
	>"$N/compile_commands.json"
NVIM_CASES="nvim-init-from-docs nvim-diagnostics nvim-code-action nvim-applied nvim-clean nvim-server-stopped"
if ! command -v nvim >/dev/null; then
	for c in $NVIM_CASES; do skip "$c" "no nvim (Debian's neovim)"; done
else
	# the configuration of docs/editors.md, castguard on the PATH
	awk '/^```lua$/ { f = 1; next } f && /^```$/ { exit } f' docs/editors.md >"$N/init.lua"
	mkdir -p "$N/bin"
	ln -sf "$CG" "$N/bin/castguard"
	expect nvim-init-from-docs 'grep -q "cmd = { .castguard., .lsp. }" "$N/init.lua"'
	PATH=$N/bin:$PATH HOME=$N XDG_CONFIG_HOME=$N/config XDG_DATA_HOME=$N/data \
	XDG_STATE_HOME=$N/state FILE=$N/alloc.c OUT=$N/seen \
		timeout -k 2 60 nvim --headless -u "$N/init.lua" -i NONE -n \
		-c "luafile $REPO/tests/cli/lsp.lua" >"$D/out" 2>"$D/err" </dev/null
	RC=$?
	touch "$N/seen"
	cp "$N/seen" "$D/out"
	expect nvim-diagnostics 'grep -qx "diagnostic 8:17 gfp-swapped-args: arguments 1 and 2 of '"'"'kmalloc'"'"' appear swapped: argument 1 is gfp_t flags, parameter 2 takes them" "$N/seen" && grep -qx "diagnostic 8:17 incorrect-type: incorrect type in argument 1 (different base types)" "$N/seen"'
	expect nvim-code-action 'grep -qx "action Swap the arguments (castguard)" "$N/seen"'
	expect nvim-applied '[ "$(sed -n 8p "$N/alloc.c")" = "	return kmalloc(n, GFP_KERNEL);" ]'
	run "$CG" --format=json "$N/alloc.c"
	expect nvim-clean 'grep -qx "diagnostics cleared" "$N/seen" && ! grep -q "\"check\"" "$D/out"'
	cp "$N/seen" "$D/out"
	expect nvim-server-stopped 'grep -qx "stopped true" "$N/seen"'
fi

# --- raw JSON-RPC
"$PY" tests/cli/lsp-rpc.py "$CG" "$D/rpc" 2>"$D/rpc.err" || {
	echo "FAIL rpc-driver: tests/cli/lsp-rpc.py exited non-zero"
	sed 's/^/    /' "$D/rpc.err" | tail -n 8
}
