#!/usr/bin/env python3
"""A mail server for cinch-party's tests (issue 53): Debian's aiosmtpd on 127.0.0.1,
keeping each message it accepts as NAME.eml with its envelope in NAME.json. It can
refuse recipients (550), ask for a login (AUTH, only over TLS), take its time over each message (so a test can kill the
sender mid-way: `started-NNNN` is written when a message's data arrives, the message
only after the delay), and speak STARTTLS or TLS with a certificate the test made."""

import argparse
import asyncio
import json
import os
import signal
import ssl
import sys
import uuid

from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult, LoginPassword


class Login:
    """Takes only USER with PASSWORD (PLAIN or LOGIN, after STARTTLS)."""

    def __init__(self, user, password):
        self.user = user.encode()
        self.password = password.encode()

    def __call__(self, server, session, envelope, mechanism, auth_data):
        ok = (
            isinstance(auth_data, LoginPassword)
            and auth_data.login == self.user
            and auth_data.password == self.password
        )
        return AuthResult(success=ok, handled=False, auth_data=self.user.decode() if ok else None)


class Keeper:
    def __init__(self, out, delay, refuse):
        self.out = out
        self.delay = delay
        self.refuse = refuse
        self.started = 0

    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):
        if any(r in address for r in self.refuse):
            return "550 5.1.1 The mailbox does not exist"
        envelope.rcpt_tos.append(address)
        return "250 2.1.5 OK"

    async def handle_DATA(self, server, session, envelope):
        self.started += 1
        open(os.path.join(self.out, "started-%04d" % self.started), "w").close()
        if self.delay:
            # A sender that goes away now cancels this: the message is not kept.
            await asyncio.sleep(self.delay)
        name = uuid.uuid4().hex
        with open(os.path.join(self.out, name + ".json"), "w") as f:
            json.dump(
                {
                    "from": envelope.mail_from,
                    "to": envelope.rcpt_tos,
                    "tls": session.ssl is not None,
                    "login": session.auth_data if isinstance(session.auth_data, str) else None,
                },
                f,
            )
        tmp = os.path.join(self.out, name + ".tmp")
        with open(tmp, "wb") as f:
            f.write(envelope.original_content or envelope.content)
        os.rename(tmp, os.path.join(self.out, name + ".eml"))
        return "250 2.0.0 Message accepted for delivery"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--delay", type=float, default=0.0)
    parser.add_argument("--refuse", action="append", default=[])
    parser.add_argument("--mode", choices=["plain", "starttls", "tls"], default="plain")
    parser.add_argument("--cert")
    parser.add_argument("--key")
    parser.add_argument("--login", help="USER:PASSWORD, the only login taken (AUTH required)")
    args = parser.parse_args()
    context = None
    if args.mode != "plain":
        context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        context.load_cert_chain(args.cert, args.key)
    kwargs = {}
    if args.mode == "starttls":
        kwargs = {"tls_context": context, "require_starttls": True}
    elif args.mode == "tls":
        kwargs = {"ssl_context": context}
    if args.login:
        user, password = args.login.split(":", 1)
        kwargs.update(authenticator=Login(user, password), auth_required=True)
    controller = Controller(
        Keeper(args.out, args.delay, args.refuse),
        hostname="127.0.0.1",
        port=args.port,
        decode_data=False,
        **kwargs,
    )
    controller.start()
    print("READY", flush=True)
    stop = asyncio.Event()
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    try:
        signal.pause()
    finally:
        controller.stop()


if __name__ == "__main__":
    main()
