"""A stand-in for the desktop's screensaver (issue 52): owns org.freedesktop.ScreenSaver
on the D-Bus session bus it is started on and answers Inhibit and UnInhibit as the
freedesktop idle-inhibition interface does, writing each call to the log file named
as its one argument ("inhibit COOKIE APP REASON", "uninhibit COOKIE"), a line each,
flushed at once. Says "ready" in the log once the name is owned."""

import sys

from gi.repository import Gio, GLib

XML = """
<node>
  <interface name="org.freedesktop.ScreenSaver">
    <method name="Inhibit">
      <arg type="s" direction="in"/>
      <arg type="s" direction="in"/>
      <arg type="u" direction="out"/>
    </method>
    <method name="UnInhibit">
      <arg type="u" direction="in"/>
    </method>
  </interface>
</node>
"""

log = open(sys.argv[1], "a", buffering=1, encoding="utf-8")
cookies = [0]
held = set()


def called(_conn, _sender, _path, _iface, method, params, invocation):
    if method == "Inhibit":
        cookies[0] += 1
        held.add(cookies[0])
        log.write(f"inhibit {cookies[0]} {params[0]} {params[1]}\n")
        invocation.return_value(GLib.Variant("(u)", (cookies[0],)))
    elif method == "UnInhibit":
        cookie = params[0]
        if cookie not in held:
            log.write(f"unknown {cookie}\n")
            invocation.return_dbus_error(
                "org.freedesktop.DBus.Error.InvalidArgs", "no such cookie"
            )
            return
        held.discard(cookie)
        log.write(f"uninhibit {cookie}\n")
        invocation.return_value(None)


def bus_acquired(conn, _name):
    info = Gio.DBusNodeInfo.new_for_xml(XML).interfaces[0]
    conn.register_object("/org/freedesktop/ScreenSaver", info, called, None, None)


def name_acquired(_conn, _name):
    log.write("ready\n")


def name_lost(_conn, _name):
    log.write("lost\n")
    sys.exit(1)


Gio.bus_own_name(
    Gio.BusType.SESSION,
    "org.freedesktop.ScreenSaver",
    Gio.BusNameOwnerFlags.NONE,
    bus_acquired,
    name_acquired,
    name_lost,
)
GLib.MainLoop().run()
