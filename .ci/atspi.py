"""The window read back as a screen reader reads it (issue 32 §5), run by .ci/atspi.

Inside a private D-Bus session on a virtual X display: starts cinch-party on a saved
party at its Round screen with no screen reader about, checks that it stays off the
accessibility bus, then turns the screen reader flag on (org.a11y.Status, as Orca does)
and reads the window's tree back through AT-SPI: the window's name, a table's card, its
score boxes (text entries, by name) and the bell (a push button). Then it types a result
with the keyboard and listens: the focus must move to the next table's box and the
result must be announced; a refused score must be announced at once. Every wait has a
deadline. Exits 1 with what was missing.
"""

import subprocess
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

BIN, SAVES = sys.argv[1], sys.argv[2]
STATE = Atspi.StateType
# An announcement's detail1: how urgently a reader is to speak it (AT-SPI's politeness).
POLITE, ASSERTIVE = 1, 2


def fail(message):
    print(f"atspi: FAILED: {message}")
    sys.exit(1)


def ok(message):
    print(f"atspi: ok: {message}")


def run(*args, timeout=10):
    try:
        subprocess.run(args, check=True, timeout=timeout, capture_output=True)
    except (subprocess.SubprocessError, OSError) as error:
        fail(f"{' '.join(args)}: {error}")


def set_screen_reader(on):
    value = "<true>" if on else "<false>"
    run("gdbus", "call", "--session", "--dest", "org.a11y.Bus", "--object-path",
        "/org/a11y/bus", "--method", "org.freedesktop.DBus.Properties.Set",
        "org.a11y.Status", "ScreenReaderEnabled", value)


def the_app(pid):
    """The application on the accessibility bus whose process is `pid`, if any."""
    desktop = Atspi.get_desktop(0)
    for i in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(i)
        try:
            if app is not None and app.get_process_id() == pid:
                return app
        except GLib.Error:
            continue
    return None


def wait_for(what, test, seconds):
    """Polls `test` until it gives something, for at most `seconds`."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        found = test()
        if found:
            return found
        time.sleep(0.3)
    fail(f"{what} (waited {seconds} s)")


def nodes(root):
    """Every node under `root`, depth first."""
    out, stack = [], [root]
    while stack:
        node = stack.pop()
        out.append(node)
        count = node.get_child_count()
        stack.extend(node.get_child_at_index(i) for i in reversed(range(count)))
    return [n for n in out if n is not None]


def find(tree, role, test, what):
    for node in tree:
        if node.get_role() == role and test(node.get_name() or ""):
            return node
    fail(f"no {Atspi.role_get_name(role)} {what} in the tree")


def tree_checks(app):
    """The window, a card, its score boxes and the bell, by role and name."""
    frame = wait_for("the window's frame on the bus",
                     lambda: app.get_child_count() > 0 and app.get_child_at_index(0), 10)
    if frame.get_role() != Atspi.Role.FRAME or frame.get_name() != "cinch-party":
        fail(f"the window is a {frame.get_role_name()} named {frame.get_name()!r}")
    ok("window: frame 'cinch-party'")
    def round_screen():
        tree = nodes(app)
        names = {node.get_name() for node in tree}
        return tree if "Table 1 North–South score" in names else None

    tree = wait_for("the Round screen's score boxes", round_screen, 10)
    title = find(tree, Atspi.Role.LABEL, lambda n: n == "Table 1", "'Table 1' (the card's title)")
    ok(f"card: {title.get_role_name()} {title.get_name()!r}")
    for name in ["Table 1 North–South score", "Table 1 East–West score",
                 "Table 2 North–South score"]:
        box = find(tree, Atspi.Role.ENTRY, lambda n, name=name: n == name, repr(name))
        if not box.get_state_set().contains(STATE.FOCUSABLE):
            fail(f"{name!r} cannot take the focus")
        ok(f"score box: {box.get_role_name()} {name!r}, focusable")
    bell = find(tree, Atspi.Role.PUSH_BUTTON,
                lambda n: n.endswith("Ring the bell") or n.endswith("Ring the last bell"),
                "named 'Ring the bell'")
    ok(f"bell: {bell.get_role_name()} {bell.get_name()!r}")
    print(f"atspi: {len(tree)} nodes in the window's tree")


def focused_name(app):
    for node in nodes(app):
        if node.get_state_set().contains(STATE.FOCUSED):
            return node.get_name()
    return None


class Listener:
    """AT-SPI events heard while keys are typed."""

    def __init__(self):
        self.events = []
        self.listener = Atspi.EventListener.new(self.heard)
        for kind in ["object:state-changed:focused", "object:announcement"]:
            self.listener.register(kind)

    def heard(self, event):
        try:
            name = event.source.get_name()
        except GLib.Error:
            name = "?"
        text = event.any_data if isinstance(event.any_data, str) else ""
        self.events.append((event.type, name, event.detail1, text))

    def until(self, test, seconds, keys):
        """Types `keys` (xdotool arguments), then runs the event loop until `test`
        holds of the events heard or `seconds` pass."""
        loop = GLib.MainLoop()
        deadline = time.monotonic() + seconds

        def type_keys():
            for args in keys:
                run("xdotool", *args)
            return False

        def check():
            if test(self.events) or time.monotonic() > deadline:
                loop.quit()
                return False
            return True

        GLib.timeout_add(200, type_keys)
        GLib.timeout_add(100, check)
        loop.run()
        return test(self.events)


def focus_moved_to(name):
    return lambda events: any(
        kind == "object:state-changed:focused" and who == name and detail == 1
        for kind, who, detail, _ in events)


def announced(words, politeness):
    return lambda events: any(
        kind == "object:announcement" and words in text and detail == politeness
        for kind, _, detail, text in events)


def announcement_checks(app):
    """A result typed by keys: the focus moves on and the result is said; a refused
    score is said at once (assertive)."""
    window = wait_for("the X window", lambda: subprocess.run(
        ["xdotool", "search", "--name", "^cinch-party$"], capture_output=True,
        text=True, timeout=10).stdout.split(), 10)[0]
    run("xdotool", "windowfocus", "--sync", window)
    wait_for("the focus in table 1's North–South box",
             lambda: focused_name(app) == "Table 1 North–South score", 10)
    ok("window focused: the focus is in 'Table 1 North–South score'")
    listener = Listener()
    result = "Table 1: North–South 30, East–West 20, North–South win; 3 tables to report."

    def both(events):
        moved = focus_moved_to("Table 2 North–South score")(events)
        return moved and announced(result, POLITE)(events)

    keys = [["type", "--delay", "80", "30"], ["key", "Tab"],
            ["type", "--delay", "80", "20"], ["key", "Return"]]
    if not listener.until(both, 15, keys):
        for event in listener.events:
            print("atspi: heard", event)
        fail("after 30 Tab 20 Enter: no focus move to table 2 with the result announced")
    ok("typed 30 Tab 20 Enter: the focus moved to 'Table 2 North–South score'")
    ok(f"announced (polite): {result!r}")
    refusal = "Table 2: 200 points cannot be made in four deals"
    keys = [["type", "--delay", "80", "200"], ["key", "Tab"],
            ["type", "--delay", "80", "3"], ["key", "Return"]]
    if not listener.until(announced(refusal, ASSERTIVE), 15, keys):
        for event in listener.events:
            print("atspi: heard", event)
        fail(f"after 200 Tab 3 Enter: no assertive announcement of {refusal!r}")
    said = next(t for k, _, d, t in listener.events if k == "object:announcement" and refusal in t)
    ok(f"typed 200 Tab 3 Enter: announced (assertive): {said!r}")


def main():
    Atspi.init()
    set_screen_reader(False)
    log = open(f"{SAVES}/app.log", "w")
    app_process = subprocess.Popen([BIN, "--saves-dir", SAVES, "heard"],
                                   stdout=log, stderr=subprocess.STDOUT)
    try:
        wait_for("the program's window", lambda: subprocess.run(
            ["xdotool", "search", "--name", "^cinch-party$"], capture_output=True,
            timeout=10).returncode == 0, 60)
        time.sleep(2)
        if the_app(app_process.pid) is not None:
            fail("the program is on the accessibility bus with no screen reader about")
        ok("no screen reader: the program keeps off the accessibility bus")
        set_screen_reader(True)
        app = wait_for("the program on the accessibility bus after the screen reader "
                       "flag was set", lambda: the_app(app_process.pid), 15)
        ok(f"screen reader on: the program joined the bus as {app.get_name()!r}")
        tree_checks(app)
        announcement_checks(app)
        if app_process.poll() is not None:
            fail("the program exited")
    finally:
        app_process.terminate()
        try:
            app_process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            app_process.kill()


main()
