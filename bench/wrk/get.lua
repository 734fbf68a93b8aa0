-- GET the URL given to wrk; only adds the machine-readable report.
--   wrk -s bench/wrk/get.lua http://127.0.0.1:PORT/healthz
local dir = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
dofile(dir .. "report.lua")

wrk.method = "GET"
wrk.headers["User-Agent"] = "choco-bench/wrk"
