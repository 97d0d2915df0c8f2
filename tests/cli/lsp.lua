-- lsp.lua: Neovim's built-in LSP client against `castguard lsp` (tests/cli/lsp.sh),
-- configured by the init.lua of docs/editors.md.
-- Opens $FILE, waits for castguard's diagnostics, asks for the code actions
-- on the swapped kmalloc, applies the fix as Neovim applies any WorkspaceEdit,
-- saves, and waits for the diagnostics to go.  Writes what it saw to $OUT.
local out = assert(io.open(os.getenv('OUT'), 'w'))
local function say(s)
	out:write(s .. '\n')
	out:flush()
end
local function finish()
	out:close()
	vim.cmd('qall!')
end

-- the client is started by the init.lua of docs/editors.md (-u)
vim.cmd('edit ' .. vim.fn.fnameescape(os.getenv('FILE')))
local buf = vim.api.nvim_get_current_buf()
if not vim.wait(10000, function() return #vim.lsp.buf_get_clients(buf) > 0 end, 20) then
	say('no client')
	return finish()
end
local id = vim.lsp.buf_get_clients(buf)[next(vim.lsp.buf_get_clients(buf))].id
if not vim.wait(20000, function() return #vim.diagnostic.get(buf) > 0 end, 20) then
	say('no diagnostics')
	return finish()
end
local swapped
for _, d in ipairs(vim.diagnostic.get(buf)) do
	local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
	say(string.format('diagnostic %d:%d %s: %s', d.lnum + 1, d.col + 1, code, d.message))
	if code == 'gfp-swapped-args' then
		swapped = d
	end
end
if not swapped then
	return finish()
end

local client = vim.lsp.get_client_by_id(id)
vim.api.nvim_win_set_cursor(0, { swapped.lnum + 1, swapped.col })
local params = vim.lsp.util.make_range_params()
params.context = { diagnostics = vim.lsp.diagnostic.get_line_diagnostics(buf) }
local resp = client.request_sync('textDocument/codeAction', params, 10000, buf)
local actions = resp and resp.result or {}
for _, a in ipairs(actions) do
	say('action ' .. a.title)
end
if #actions == 0 then
	return finish()
end
vim.lsp.util.apply_workspace_edit(actions[1].edit, client.offset_encoding)
vim.cmd('write')
if vim.wait(20000, function() return #vim.diagnostic.get(buf) == 0 end, 20) then
	say('diagnostics cleared')
end
vim.lsp.stop_client(id)
vim.wait(5000, function() return vim.lsp.client_is_stopped(id) end, 20)
say('stopped ' .. tostring(vim.lsp.client_is_stopped(id)))
finish()
