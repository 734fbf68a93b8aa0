-- A mix of requests, taken in turn, each connection cycling through the list, stopping
-- after WRK_MAX_REQUESTS answers (per wrk thread: run it with -t1 for an exact total).
-- WRK_MIX_FILE names a file of lines "METHOD PATH [BODY_FILE]".
--   WRK_MIX_FILE=mix.txt WRK_MAX_REQUESTS=10000 wrk -t1 -c8 -d60s -s bench/wrk/mixed.lua http://127.0.0.1:PORT
local dir = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
dofile(dir .. "report.lua")

local mix_file = os.getenv("WRK_MIX_FILE")
assert(mix_file, "WRK_MIX_FILE is not set")
local max_requests = tonumber(os.getenv("WRK_MAX_REQUESTS") or "0")

-- The requests are built in init(), once wrk has set the Host header (HTTP/1.1 requires it:
-- nginx refuses a request without one).
local requests = {}
function init(args)
for line in io.lines(mix_file) do
   local method, path, body_file = line:match("^(%S+)%s+(%S+)%s*(%S*)$")
   if method then
      local headers = { ["User-Agent"] = "choco-bench/wrk", ["Host"] = wrk.headers["Host"] }
      local body = nil
      if body_file ~= "" then
         local f = assert(io.open(body_file, "rb"))
         body = f:read("*a")
         f:close()
         headers["Content-Type"] = "application/json"
      end
      table.insert(requests, wrk.format(method, path, headers, body))
   end
end
assert(#requests > 0, "no request in " .. mix_file)
end

local next_index = 0
local answered = 0

function request()
   next_index = next_index % #requests + 1
   return requests[next_index]
end

function response(status, headers, body)
   answered = answered + 1
   if max_requests > 0 and answered >= max_requests then
      wrk.thread:stop()
   end
end
