#!/usr/bin/env python3
"""A local SMTP sink for dal's invitation tests, on 127.0.0.1 (aiosmtpd).

Prints its port on the first line of stdout, then keeps every message it
is given, as sent (the DATA, line ends as they came), in the folder named
as the first argument: 1.eml, 2.eml, … with the envelope beside each
(1.json: mail from and rcpt to). It ends on SIGTERM, or by itself when the
process that started it is gone (the suite leaves no server behind even
when it crashes).
"""
import asyncio
import json
import os
import signal
import socket
import sys
import threading
import time

from aiosmtpd.controller import Controller

FOLDER = sys.argv[1]


class Sink:
    def __init__(self):
        self.count = 0
        self.lock = threading.Lock()

    async def handle_DATA(self, server, session, envelope):
        with self.lock:
            self.count += 1
            number = self.count
        base = os.path.join(FOLDER, str(number))
        with open(base + ".json", "w") as meta:
            json.dump({"from": envelope.mail_from, "to": envelope.rcpt_tos}, meta)
        # The message last: a test that sees it sees its envelope too.
        with open(base + ".tmp", "wb") as message:
            message.write(envelope.original_content or envelope.content)
        os.rename(base + ".tmp", base + ".eml")
        return "250 OK"


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def main():
    port = free_port()
    controller = Controller(Sink(), hostname="127.0.0.1", port=port)
    controller.start()
    print(port, flush=True)
    parent = os.getppid()
    stopping = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stopping.set())
    while not stopping.is_set() and os.getppid() == parent:
        time.sleep(0.2)
    controller.stop()


if __name__ == "__main__":
    main()
