#!/usr/bin/env python3
"""A desktop notification server for the tests: owns
org.freedesktop.Notifications on the session bus it finds in
DBUS_SESSION_BUS_ADDRESS (one `dbus-run-session` made) and writes each
notification it receives as a JSON line {"app", "summary", "body",
"urgency"} to LOG, as a desktop's notification daemon would show it.

Usage: notification_server.py LOG READY   (READY is created once the name is owned)

Pure Python on jeepney (PyPI), so the tests need no desktop.
"""
import json
import sys

from jeepney import HeaderFields, MessageType, new_method_return
from jeepney.bus_messages import message_bus
from jeepney.io.blocking import open_dbus_connection


def main():
    log_path, ready_path = sys.argv[1], sys.argv[2]
    connection = open_dbus_connection(bus="SESSION")
    reply = connection.send_and_get_reply(message_bus.RequestName("org.freedesktop.Notifications"))
    if reply.body[0] != 1:  # DBUS_REQUEST_NAME_REPLY_PRIMARY_OWNER
        sys.exit("could not own org.freedesktop.Notifications")
    open(ready_path, "w").close()
    next_id = 1
    while True:
        try:
            message = connection.receive()
        except (ConnectionError, OSError):
            return  # the bus went away: the test is over
        if message.header.message_type != MessageType.method_call:
            continue
        member = message.header.fields.get(HeaderFields.member)
        if member == "Notify":
            app, _, _, summary, body, _, hints, _ = message.body
            urgency = hints.get("urgency", ("y", 1))[1]
            with open(log_path, "a") as log:
                log.write(json.dumps({"app": app, "summary": summary, "body": body, "urgency": urgency}, ensure_ascii=False) + "\n")
            connection.send(new_method_return(message, "u", (next_id,)))
            next_id += 1
        elif member == "GetCapabilities":
            connection.send(new_method_return(message, "as", (["body"],)))
        elif member == "GetServerInformation":
            connection.send(new_method_return(message, "ssss", ("dal-tests", "dal", "1", "1.2")))
        else:
            connection.send(new_method_return(message, "", ()))


if __name__ == "__main__":
    main()
