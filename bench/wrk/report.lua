-- Shared by the bench's wrk scripts: at the end of a run, one line the harness parses,
--   WRK_JSON {"requests": ..., "duration_us": ..., "p50_us": ..., ...}
-- (wrk's own text report is printed too, for a person reading the output).

function done(summary, latency, requests)
   local e = summary.errors
   io.write(string.format(
      'WRK_JSON {"requests": %d, "duration_us": %d, "bytes": %d, ' ..
      '"errors_connect": %d, "errors_read": %d, "errors_write": %d, ' ..
      '"errors_status": %d, "errors_timeout": %d, ' ..
      '"p50_us": %d, "p90_us": %d, "p99_us": %d, "max_us": %d, "mean_us": %.1f}\n',
      summary.requests, summary.duration, summary.bytes,
      e.connect, e.read, e.write, e.status, e.timeout,
      latency:percentile(50), latency:percentile(90), latency:percentile(99),
      latency.max, latency.mean))
end
