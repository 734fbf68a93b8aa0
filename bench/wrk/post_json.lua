-- POST a JSON body read from the file named by WRK_BODY_FILE to the URL given to wrk.
--   WRK_BODY_FILE=tray.json wrk -s bench/wrk/post_json.lua http://127.0.0.1:PORT/choco-late/trays
local dir = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
dofile(dir .. "report.lua")

local path = os.getenv("WRK_BODY_FILE")
assert(path, "WRK_BODY_FILE is not set")
local f = assert(io.open(path, "rb"))
wrk.body = f:read("*a")
f:close()
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["User-Agent"] = "choco-bench/wrk"
