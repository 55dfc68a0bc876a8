#!/usr/bin/env python3
"""A calendar feed for dal's subscription tests, on 127.0.0.1.

Prints its port on the first line of stdout, then answers:
  /calendar.ics      200 with an ETag and Last-Modified; 304 when either comes back
  /modified-only.ics 200 with Last-Modified only; 304 on If-Modified-Since
  /error.ics         500 with an HTML page
  /slow.ics          sleeps 5 s, then 200
  /garbage.ics       200 with an HTML page where the calendar should be
  /huge.ics          200 saying Content-Length 100 MB (sends until the client goes)
  /huge-unsized.ics  200 with no length, 3 MB of a calendar, then closes
  /redirect.ics      302 to /calendar.ics
  /v2 (POST-less GET) makes /calendar.ics the second version (new ETag)
Each request's path and conditional headers go to the log file named as
the first argument, one JSON object a line. The server ends on SIGTERM, or
by itself when the process that started it is gone (the suite leaves no
server behind even when it crashes).
"""
import json
import os
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

LOG = sys.argv[1]
VERSION = {"n": 1}
LAST_MODIFIED = "Sat, 28 Nov 2026 09:00:00 GMT"


def calendar(n):
    return (
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//dal tests//subscription feed//EN\r\n"
        "X-WR-CALNAME:Feed\r\n"
        "BEGIN:VEVENT\r\nUID:feed-holiday-%d@example.com\r\nDTSTAMP:20261128T090000Z\r\n"
        "DTSTART;VALUE=DATE:20261225\r\nDTEND;VALUE=DATE:20261226\r\nSUMMARY:Feed day v%d\r\n"
        "BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:x\r\nTRIGGER:-PT1H\r\nEND:VALARM\r\n"
        "END:VEVENT\r\nEND:VCALENDAR\r\n" % (n, n)
    ).encode()


class Feed(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def send(self, code, body=b"", headers=()):
        self.send_response(code)
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if body:
            self.wfile.write(body)

    def do_GET(self):
        with open(LOG, "a") as log:
            log.write(json.dumps({"path": self.path, "if-none-match": self.headers.get("If-None-Match"),
                                  "if-modified-since": self.headers.get("If-Modified-Since")}) + "\n")
        path = self.path
        if path == "/calendar.ics":
            etag = '"v%d"' % VERSION["n"]
            if self.headers.get("If-None-Match") == etag:
                return self.send(304, headers=[("ETag", etag)])
            return self.send(200, calendar(VERSION["n"]), [("ETag", etag), ("Last-Modified", LAST_MODIFIED),
                                                          ("Content-Type", "text/calendar")])
        if path == "/modified-only.ics":
            if self.headers.get("If-Modified-Since") == LAST_MODIFIED:
                return self.send(304)
            return self.send(200, calendar(7), [("Last-Modified", LAST_MODIFIED)])
        if path == "/v2":
            VERSION["n"] = 2
            return self.send(204)
        if path == "/error.ics":
            return self.send(500, b"<html><body>Internal Server Error</body></html>", [("Content-Type", "text/html")])
        if path == "/slow.ics":
            time.sleep(5)
            return self.send(200, calendar(9))
        if path == "/garbage.ics":
            return self.send(200, b"<!DOCTYPE html><html><head><title>Sign in</title></head><body>Sign in to see this calendar</body></html>\n",
                             [("Content-Type", "text/html")])
        if path == "/huge.ics":
            self.send_response(200)
            self.send_header("Content-Length", str(100 << 20))
            self.end_headers()
            try:
                self.wfile.write(b"BEGIN:VCALENDAR\r\n")
                for _ in range(100 << 10):
                    self.wfile.write(b"X" * 1024)
            except (BrokenPipeError, ConnectionResetError):
                pass
            return
        if path == "/huge-unsized.ics":
            self.send_response(200)
            self.send_header("Connection", "close")
            self.end_headers()
            self.close_connection = True
            try:
                self.wfile.write(b"BEGIN:VCALENDAR\r\nX-PAD:")
                for _ in range(3 << 10):
                    self.wfile.write(b"x" * 1024)
            except (BrokenPipeError, ConnectionResetError):
                pass
            return
        if path == "/redirect.ics":
            return self.send(302, headers=[("Location", "/calendar.ics")])
        return self.send(404, b"not here")


def main():
    server = ThreadingHTTPServer(("127.0.0.1", 0), Feed)
    server.daemon_threads = True
    print(server.server_address[1], flush=True)

    parent = os.getppid()

    def watch_parent():
        while os.getppid() == parent:
            time.sleep(0.5)
        server.shutdown()

    threading.Thread(target=watch_parent, daemon=True).start()
    server.serve_forever()


if __name__ == "__main__":
    main()
