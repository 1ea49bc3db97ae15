"""Black-box: the disk fills up under the database, the database turns
read-only, or another program holds its write lock. Saves fail with a
clear word to the player and the log, the game goes on without stalling,
the last good save stays intact, and the save is retried and succeeds
once there is room, the file is writable or the lock is released."""

import os
import shutil
import signal
import sqlite3
import subprocess
import tempfile
import threading

from mudtest import Server, run, skip, wait_for

PW = "disk-pass-1"


def player_with_title(srv, name, title):
    """A new player whose title is saved."""
    a = srv.client().create(name, PW)
    a.send("title " + title)
    a.expect("Your title")
    a.send("save")
    a.expect("Saved\\.")
    return a


def save_refused(a, title):
    """Change the title; the save is refused and the game goes on."""
    a.send("title " + title)
    a.expect("Your title")
    a.send("save")
    a.expect("could not be saved just now", timeout=10)
    a.send("look")
    a.expect("mv> ")


def saved_title(db, name, read_only=False):
    """Check the database whole and read a player's saved title."""
    con = (sqlite3.connect("file:%s?mode=ro" % db, uri=True) if read_only
           else sqlite3.connect(db))
    try:
        check = "quick_check" if read_only else "integrity_check"
        assert con.execute("PRAGMA " + check).fetchone()[0] == "ok"
        return con.execute("SELECT title FROM players WHERE name = ?",
                           (name,)).fetchone()[0]
    finally:
        con.close()


def title_now(db, name):
    """A player's title as the database holds it now, or None if it
    cannot be read at this moment."""
    try:
        con = sqlite3.connect(db, timeout=10)
        try:
            row = con.execute("SELECT title FROM players WHERE name = ?",
                              (name,)).fetchone()
        finally:
            con.close()
    except sqlite3.Error:
        return None
    return row and row[0]


def saved_soon(db, name, check, what):
    """Wait until the player's saved title passes check (an autosave or
    a retry has gone through)."""
    def passes():
        title = title_now(db, name)
        return title is not None and check(title)
    wait_for(passes, what, interval=0.2)


def test_full_disk_during_saves():
    mnt = tempfile.mkdtemp(prefix="mudfull-")
    r = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs",
                        mnt], capture_output=True, text=True)
    if r.returncode != 0:
        # Mounting needs root (CAP_SYS_ADMIN): skip, saying why.
        os.rmdir(mnt)
        skip("cannot mount a small tmpfs here: %s"
             % " ".join(r.stderr.split()))
    srv = Server(extra_conf="[game]\nautosave = 1\n")
    srv.db = os.path.join(mnt, "mud.db")
    filler = os.path.join(mnt, "filler")
    try:
        srv.start()
        a = player_with_title(srv, "Dora", "the Saved")
        # Fill the disk to the last byte.
        with open(filler, "wb") as f:
            try:
                while True:
                    f.write(b"\0" * 65536)
                    f.flush()
            except OSError:
                pass
        try:
            with open(filler, "ab") as f:
                while True:
                    f.write(b"\0")
                    f.flush()
        except OSError:
            pass
        # Enough changes that the save needs new pages.
        for i in range(30):
            a.send("say filling the log of the world %d" % i)
        save_refused(a, "the Unsaved " * 4)
        log = srv.read_log()
        assert "saving Dora" in log and ("full" in log or "disk" in log), \
            log[-2000:]
        # The last good save is intact on disk.
        assert saved_title(srv.db, "Dora", read_only=True) == "the Saved"
        # Room again: the autosave retries and succeeds.
        os.unlink(filler)
        saved_soon(srv.db, "Dora", lambda t: t.startswith("the Unsaved"),
                   "the autosave once there is room")
        srv.stop(signal.SIGKILL, expect_rc=None)
        title = saved_title(srv.db, "Dora")
        assert title.startswith("the Unsaved"), title
    finally:
        srv.cleanup()
        subprocess.run(["umount", mnt])
        os.rmdir(mnt)


def test_locked_database_during_saves():
    """Another program holds the database's write lock (an admin's sqlite3
    shell left in a transaction, a backup tool): saves fail at once with
    a clear word, the game does not stall waiting for the lock, and once
    it is released the next autosave goes through."""
    srv = Server(extra_conf="[game]\nautosave = 1\n")
    try:
        srv.start()
        a = player_with_title(srv, "Rhea", "the First")
        b = srv.client().create("Ivo", PW)
        lock = sqlite3.connect(srv.db, timeout=0, isolation_level=None)
        lock.execute("BEGIN IMMEDIATE")
        save_refused(a, "the Second")
        # Autosaves keep failing every second; the game goes on. (How
        # long a look takes meanwhile is measured by scripts/bench stall.)
        for i in range(20):
            b.send("say still here %d" % i)
            b.expect("You say 'still here %d'" % i)
        log = srv.read_log()
        assert "saving Rhea" in log and "locked" in log, log[-1500:]
        # The last good save is what a reader sees.
        title = lock.execute("SELECT title FROM players WHERE name = "
                             "'Rhea'").fetchone()[0]
        assert title == "the First", repr(title)
        lock.execute("ROLLBACK")
        lock.close()
        saved_soon(srv.db, "Rhea", lambda t: t == "the Second",
                   "the autosave once the lock is gone")
        srv.stop(signal.SIGKILL, expect_rc=None)
        assert saved_title(srv.db, "Rhea") == "the Second"
    finally:
        srv.cleanup()


def test_shutdown_waits_out_a_passing_lock():
    """A backup holds the write lock for a moment just as the server is
    told to stop: the final saves wait for it and nothing is lost."""
    srv = Server()
    try:
        srv.start()
        a = player_with_title(srv, "Saul", "the First Word")
        a.send("title the Last Word")
        a.expect("Your title")
        lock = sqlite3.connect(srv.db, timeout=0, isolation_level=None,
                               check_same_thread=False)
        lock.execute("BEGIN IMMEDIATE")
        releasing = threading.Event()

        def release():
            releasing.set()             # before: the server cannot beat it
            lock.execute("ROLLBACK")
        releaser = threading.Timer(1.5, release)
        releaser.start()
        srv.stop()                      # SIGTERM; must exit 0
        # It exited after the release, not before: it waited.
        assert releasing.is_set(), "the server did not wait"
        releaser.join()
        lock.close()
        assert saved_title(srv.db, "Saul") == "the Last Word"
    finally:
        srv.cleanup()


def test_link_dead_player_is_not_dropped_unsaved():
    """A player's link drops while another program holds the database's
    lock: when the link-dead time runs out the save fails, so the
    character stays in the game and is tried again; once the lock is gone
    it is saved and leaves."""
    srv = Server(extra_conf="[limits]\nlinkdead_timeout = 1\n")
    try:
        srv.start()
        a = player_with_title(srv, "Lena", "the First")
        b = srv.client().create("Olaf", PW)
        a.send("title the Second")
        a.expect("Your title")
        lock = sqlite3.connect(srv.db, timeout=0, isolation_level=None)
        lock.execute("BEGIN IMMEDIATE")
        since = srv.log_size()
        a.close()
        b.expect("Lena has lost their link")
        # The save as the link drops fails, and so does the one when the
        # link-dead time runs out: wait for that second one.
        lost = srv.wait_log("Lena lost their link", since=since)
        srv.wait_log("saving Lena.*locked", since=lost.end())
        b.send("who lena")
        b.expect("Lena the Second \\(link-dead\\)")
        lock.execute("ROLLBACK")
        lock.close()
        b.expect("Lena fades away")     # the retry, 10 s on
        assert saved_title(srv.db, "Lena") == "the Second"
    finally:
        srv.cleanup()


def chattr(flag, *paths):
    r = subprocess.run(["chattr", flag] + list(paths), capture_output=True,
                       text=True)
    return r.returncode == 0, r.stderr.strip()


def immutable_capable_dir():
    """A new directory on a file system where chattr +i works for us (it
    needs root, or CAP_LINUX_IMMUTABLE, and a file system with the flag:
    ext4, xfs, btrfs; not every tmpfs). The temporary directory first,
    then the build and source trees, which are usually on a real disk.
    Skips, saying why, if there is none."""
    why = []
    for parent in (tempfile.gettempdir(), os.getcwd(),
                   os.environ.get("MUD_SOURCE_DIR", "."), "/var/tmp"):
        try:
            d = tempfile.mkdtemp(prefix="mudro-", dir=parent)
        except OSError as e:
            why.append("%s: %s" % (parent, e))
            continue
        probe = os.path.join(d, "probe")
        open(probe, "w").close()
        ok, err = chattr("+i", probe)
        if ok:
            chattr("-i", probe)
        os.unlink(probe)
        if ok:
            return d
        os.rmdir(d)
        why.append("%s: %s" % (parent, err))
    skip("cannot make a file immutable (chattr +i) here: " + "; ".join(why))


def test_read_only_database_during_saves():
    """The database file and its log are made immutable (chattr +i: read
    only even for root) while the server runs: saves fail with a clear
    word, the game goes on, and once the files are writable again the
    autosave goes through."""
    d = immutable_capable_dir()
    srv = Server(datadir=d, extra_conf="[game]\nautosave = 1\n")
    files = [srv.db, srv.db + "-wal"]
    try:
        srv.start()
        a = player_with_title(srv, "Rhea", "the First")
        ok, why = chattr("+i", *files)
        assert ok, "chattr +i worked on a probe but not here: " + why
        try:
            save_refused(a, "the Second")
            log = srv.read_log()
            assert "saving Rhea" in log, log[-2000:]
            assert saved_title(srv.db, "Rhea", read_only=True) == \
                "the First"
        finally:
            chattr("-i", *files)
        saved_soon(srv.db, "Rhea", lambda t: t == "the Second",
                   "the autosave once the files are writable")
        a.send("save")
        a.expect("Saved\\.")
        srv.stop()
        assert saved_title(srv.db, "Rhea") == "the Second"
    finally:
        srv.cleanup()
        shutil.rmtree(d, ignore_errors=True)


if __name__ == "__main__":
    run([test_full_disk_during_saves, test_locked_database_during_saves,
         test_shutdown_waits_out_a_passing_lock,
         test_read_only_database_during_saves,
         test_link_dead_player_is_not_dropped_unsaved])
