// browser.mjs: play the web client in Debian's chromium, headless, driven
// by puppeteer-core (nothing downloaded: the system's browser).
//   node browser.mjs URL NAME PASSWORD SAY [MAX_LINE]
// creates the character NAME, prints "LOGGED-IN", waits until the page
// shows SAY (another player's words), answers "say hello telnet", moves
// through the first exit of the room panel and checks that the room
// panel and the vitals bar (moves) changed. With MAX_LINE (the server's
// limits.max_line) it goes on: arrow-down past the newest history entry
// brings back what was being typed; the input is cut at MAX_LINE; it
// prints "READY-MARKUP" and waits for the other player's words with
// markup and addresses in them (MARKUP below), which must stay text but
// for the http(s) link; a door in Room.Info shows on its exit; then it
// sends a message past web.max_message:
// the server closes (1009), the page shows why, greys the room out,
// connects again by itself and plays on after logging in again. Then
// the page at a phone's width (360 px) and a desktop's (1280 px, and
// 320 px for the picture): the text column's width in characters, told
// to the server (which wraps to it), the room panel folded on the phone
// (the button shows it), the bars with their numbers, exits 44 px high;
// the map growing and following the player over a walk; PageUp and
// PageDown (with Shift too) scrolling the output with the focus in the
// input. It prints "READY-RESTART" and the server is shut down and
// started again on the same port under the page: the page must come
// back by itself, and after logging in the map is still there; a quit
// does not reconnect; the page loaded again has the map from
// localStorage. With SCREENSHOTS set (a folder), a picture of the page
// at each width goes there. Prints "OK" and exits 0, or "FAIL reason"
// and exits 1. Exit 77 when no browser can start here.
// An https:// URL is a server with web.tls and its self-signed
// certificate: the browser is told to accept it, and the page must play
// over wss://.
import puppeteer from "puppeteer-core";
import fs from "node:fs";
import path from "node:path";

const [url, name, password, say, maxLineArg] = process.argv.slice(2);
const maxLine = maxLineArg ? parseInt(maxLineArg, 10) : 0;
const LINK = "https://example.org/a?b=1";
const MARKUP = "<b>bold</b><img src=x onerror=alert(1)> see " + LINK +
  ". not javascript:alert(2)";
const WAIT = +(process.env.BROWSER_WAIT || 120000);        // generous: sanitizer builds are slow
const chromium = process.env.CHROMIUM || "/usr/bin/chromium";
const https = url.startsWith("https:");
const shots = process.env.SCREENSHOTS || "";

function fail(why) {
  console.log("FAIL " + why);
  process.exit(1);
}

let browser;
try {
  browser = await puppeteer.launch({
    executablePath: chromium,
    headless: true,
    args: (process.getuid && process.getuid() === 0 ? ["--no-sandbox"] : [])
      .concat(["--disable-gpu", "--no-first-run", "--disable-extensions"])
      .concat(https ? ["--ignore-certificate-errors"] : []),
  });
} catch (e) {
  console.log("SKIP test: chromium does not start: " + e.message.split("\n")[0]);
  process.exit(77);
}

const timer = setTimeout(() => fail("the whole test took too long"), 6 * WAIT);
const page = await browser.newPage();
const errors = [];
page.on("pageerror", e => errors.push(String(e)));
page.on("console", m => { if (m.type() === "error") errors.push(m.text()); });

// Wait for a piece of text in the output, after what was seen already.
// White space is left out on both sides: the server wraps lines to the
// page's width (NAWS), at a space or within a long word.
let seen = 0;
async function expect(text) {
  const h = await page.waitForFunction((t, from) => {
    const s = document.getElementById("output").textContent
      .replace(/\s+/g, "");
    t = t.replace(/\s+/g, "");
    const i = s.indexOf(t, from);
    return i >= 0 ? i + t.length : false;
  }, { timeout: WAIT, polling: 50 }, text, seen);
  seen = await h.jsonValue();
}

async function type(line) {
  await page.focus("#input");
  await page.keyboard.type(line);
  await page.keyboard.press("Enter");
}

const exitCount = () => page.$$eval("#exits button.exit", l => l.length);

// A picture of the page, for a person to look at.
async function shot(file) {
  if (!shots) return;
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, file) });
  console.log("SCREENSHOT " + path.join(shots, file));
}

// The map: the rooms drawn, the player's room, and whether the view is
// centred on it.
const mapState = () => page.evaluate(() => {
  const m = document.getElementById("map");
  const here = m.querySelector("rect.room.here");
  const vb = (m.getAttribute("viewBox") || "0 0 0 0").split(" ").map(Number);
  return {
    rooms: m.querySelectorAll("rect.room").length,
    here: here ? +here.dataset.num : null,
    herePlace: here ? [+here.getAttribute("x") + 8,
      +here.getAttribute("y") + 8] : null,
    centre: [vb[0] + vb[2] / 2, vb[1] + vb[3] / 2],
    unexplored: m.querySelectorAll(".unexplored").length,
    stored: Object.keys((JSON.parse(localStorage.getItem("map.browsy") ||
      "{}").rooms) || {}).length,
  };
});

// Walk through an exit to a room the map does not have yet (any exit if
// none): the map grows by it and follows.
async function walkNew() {
  const before = await mapState();
  const target = await page.evaluate(() => {
    const seen = new Set([...document.querySelectorAll("#map rect.room")]
      .map(r => r.dataset.num));
    const bs = [...document.querySelectorAll("#exits button.exit")];
    const b = bs.find(x => x.dataset.to && !seen.has(x.dataset.to)) || bs[0];
    b.click();
    return [b.dataset.dir, +b.dataset.to, !seen.has(b.dataset.to)];
  });
  await page.waitForFunction(t =>
    +document.getElementById("map").dataset.here === t,
    { timeout: WAIT }, target[1]);
  const after = await mapState();
  if (after.here !== target[1])
    fail("the map does not mark the room walked to");
  if (target[2] && after.rooms !== before.rooms + 1)
    fail("the map did not grow: " + before.rooms + " -> " + after.rooms);
  if (Math.abs(after.centre[0] - after.herePlace[0]) > 1 ||
      Math.abs(after.centre[1] - after.herePlace[1]) > 1)
    fail("the map does not follow: " + JSON.stringify(after));
  console.log("MAP walked " + target[0] + " to " + target[1] + ": " +
    after.rooms + " rooms, " + after.unexplored + " unexplored exits");
  if (after.unexplored === 0)
    fail("no exit shown as not walked yet: " + JSON.stringify(after));
  return after;
}

// The page at a width: the text column's characters (measured here and
// as the page told the server), the panel, the bars, the exit buttons.
async function layout(width, height) {
  await page.setViewport({ width, height });
  await page.waitForFunction(() => {
    const o = document.getElementById("output");
    return typeof sentSize === "string" && o.dataset.cols !== undefined &&
      sentSize === JSON.stringify({ naws: [+o.dataset.cols,
        +o.dataset.rows] }) && measure()[0] === +o.dataset.cols;
  }, { timeout: WAIT });
  return page.evaluate(() => {
    const o = document.getElementById("output");
    const cs = getComputedStyle(o);
    const r = document.createElement("span");
    r.textContent = "x".repeat(50);
    r.style.font = cs.font;
    r.style.position = "absolute";
    document.body.appendChild(r);
    const cw = r.getBoundingClientRect().width / 50;
    r.remove();
    const shown = id => {
      const e = document.getElementById(id);
      return e.offsetParent !== null && e.getBoundingClientRect().height > 0;
    };
    const vitals = [...document.querySelectorAll(".vital")].map(v => {
      const l = v.querySelector(".label").getBoundingClientRect();
      const b = v.getBoundingClientRect();
      return { text: v.querySelector(".label").textContent,
        fits: l.right <= b.right + 0.5 && l.left >= b.left - 0.5 &&
          b.width > 0 };
    });
    const exits = [...document.querySelectorAll("#exits button.exit")]
      .map(b => b.getBoundingClientRect()).map(b => [b.width, b.height]);
    return {
      cols: (o.clientWidth - parseFloat(cs.paddingLeft) -
        parseFloat(cs.paddingRight)) / cw,
      told: +o.dataset.cols,
      room: shown("room-head"), map: shown("map-box"),
      toggle: shown("panel-toggle"), exits, vitals,
      wide: document.documentElement.scrollWidth,
    };
  });
}

// Say a line (under limits.max_line): the server wraps it to the width
// the page told; on a phone it takes more than one line.
async function wraps(cols, phone) {
  const words = Array.from({ length: 14 }, (_, i) => "word" + i).join(" ");
  await type("say " + words);
  await expect("word13'");
  const text = await page.$eval("#output", e => e.textContent);
  const at = text.lastIndexOf("You say 'word0");
  // From "You say" on: the line's start (the prompt, the command
  // echoed) is not in the same text node.
  const lines = text.slice(at, text.indexOf("word13'", at) + 7).split("\n");
  if ((phone && lines.length < 2) || lines.some(l => l.length > cols))
    fail("not wrapped to " + cols + " columns: " + JSON.stringify(lines));
}

async function phoneAndDesktop() {
  const vitalsOk = l => l.vitals.every(v => v.fits && /\d+\/\d+/.test(v.text));
  // A phone (360 x 740): the text at least 40 characters wide, the panel
  // folded to its exits (44 px targets), the bars with their numbers.
  let l = await layout(360, 740);
  console.log("WIDTH 360 " + JSON.stringify(l));
  if (l.cols < 40 || l.told < 40 || l.told > l.cols + 0.01)
    fail("360 px: the text is " + l.cols.toFixed(1) + " characters wide, " +
      l.told + " told");
  if (l.room || l.map || !l.toggle)
    fail("360 px: the room panel is not folded: " + JSON.stringify(l));
  if (!vitalsOk(l)) fail("360 px: the bars lost their numbers");
  if (l.exits.length === 0 || l.exits.some(([w, h]) => w < 44 || h < 44))
    fail("360 px: exit buttons smaller than 44 px: " + JSON.stringify(l.exits));
  if (l.wide > 360) fail("360 px: the page is " + l.wide + " px wide");
  await wraps(l.told, true);
  await shot("phone-360.png");
  // The button shows the room and the map, and folds them again.
  await page.click("#panel-toggle");
  await page.waitForFunction(() =>
    document.getElementById("map-box").offsetParent !== null &&
    document.querySelectorAll("#map rect.room.here").length === 1,
    { timeout: WAIT });
  await shot("phone-360-map.png");
  await page.click("#panel-toggle");
  await page.waitForFunction(() =>
    document.getElementById("map-box").offsetParent === null,
    { timeout: WAIT });
  // The smallest phones (320 px): the same, for the picture.
  l = await layout(320, 640);
  console.log("WIDTH 320 " + JSON.stringify(l));
  if (!vitalsOk(l) || l.wide > 320)
    fail("320 px: " + JSON.stringify(l));
  await shot("phone-320.png");
  // A desktop (1280 x 800): the panel beside the text, no button.
  l = await layout(1280, 800);
  console.log("WIDTH 1280 " + JSON.stringify(l));
  if (!l.room || !l.map || l.toggle || l.cols < 100 || !vitalsOk(l))
    fail("1280 px: " + JSON.stringify(l));
  await wraps(l.told, false);
  await shot("desktop-1280.png");
}

// PageUp and PageDown scroll the output; the focus stays in the input.
async function keys() {
  await page.setViewport({ width: 360, height: 740 });
  for (let i = 0; i < 20 && await page.$eval("#output", o =>
    o.scrollHeight < o.clientHeight * 3); i++) {
    await type("look");
    await expect("Exits");
  }
  await page.focus("#input");
  const top = () => page.$eval("#output", o => o.scrollTop);
  await page.$eval("#output", o => { o.scrollTop = o.scrollHeight; });
  const t0 = await top();
  await page.keyboard.press("PageUp");
  const t1 = await top();
  await page.keyboard.down("Shift");
  await page.keyboard.press("PageUp");
  await page.keyboard.up("Shift");
  const t2 = await top();
  await page.keyboard.press("PageDown");
  const t3 = await top();
  await page.keyboard.down("Shift");
  await page.keyboard.press("PageDown");
  await page.keyboard.up("Shift");
  const t4 = await top();
  const focus = await page.evaluate(() => document.activeElement.id);
  console.log("KEYS scrollTop " + [t0, t1, t2, t3, t4].join(" "));
  if (!(t1 < t0 && t2 < t1 && t3 > t2 && t4 > t3) || focus !== "input")
    fail("PageUp/PageDown: " + [t0, t1, t2, t3, t4].join(" ") + ", focus " +
      focus);
}

async function login() {
  await expect("known? ");
  await type(name);
  await expect("Password");
  await type(password);
  await page.waitForFunction(() =>
    document.querySelectorAll("#exits button.exit").length > 0 &&
    !document.getElementById("room").classList.contains("stale"),
    { timeout: WAIT });
}

// The server shut down and started again under the page; a quit; the
// page loaded again.
async function restarts(rooms) {
  console.log("READY-RESTART");
  await expect("the server is shutting down");
  await expect("reconnecting in");
  await login();
  let m = await mapState();
  if (m.rooms < rooms) fail("the map was lost over the restart: " +
    JSON.stringify(m));
  console.log("CAME-BACK " + m.rooms + " rooms");
  await type("quit");
  await expect("press Enter to connect again");
  const s = await page.evaluate(() => [ended, reconnectTimer, ws]);
  if (s[0] !== true || s[1] !== null || s[2] !== null)
    fail("a quit reconnects: " + JSON.stringify(s));
  // Loaded again: the map comes back from localStorage.
  await page.reload({ waitUntil: "load", timeout: WAIT });
  seen = 0;
  await login();
  await page.waitForFunction(n =>
    document.querySelectorAll("#map rect.room").length >= n,
    { timeout: WAIT }, rooms);
  m = await mapState();
  console.log("MAP-KEPT " + m.rooms + " rooms, " + m.stored + " stored");
  // Doors and up/down on the map (a room of another area, told here as
  // Room.Info would): its own grid, the locked door and the way up not
  // walked yet drawn as such.
  const drawn = await page.evaluate(() => {
    gmcp("Room.Info", { num: 990001, name: "Door test", area: "Testland",
      exits: { n: 990002, u: 990003 }, doors: { n: "locked" } });
    const e = document.getElementById("map");
    return [e.dataset.here, document.getElementById("map-where").textContent,
      e.querySelectorAll("rect.room").length,
      e.querySelectorAll(".door.door-locked").length,
      e.querySelectorAll(".updown.unexplored").length,
      e.querySelectorAll("line.unexplored").length].join(" ");
  });
  if (drawn !== "990001 Testland 1 1 1 1")
    fail("the map of a room with a door and a way up: " + drawn);
}

// The checks of the page's finer points (with MAX_LINE).
async function more() {
  // Down past the newest entry: what was being typed comes back (the
  // check above left the history one up, at its newest entry).
  await page.focus("#input");
  await page.keyboard.press("ArrowDown");
  if (await page.$eval("#input", e => e.value) !== "")
    fail("arrow-down past the newest entry did not bring back the draft");
  await page.keyboard.type("half typed");
  await page.keyboard.press("ArrowUp");
  if (await page.$eval("#input", e => e.value) !== "say hello telnet")
    fail("arrow-up from a draft");
  await page.keyboard.press("ArrowDown");
  if (await page.$eval("#input", e => e.value) !== "half typed")
    fail("arrow-down did not bring back the line being typed");
  // The input takes no more than the server's line limit.
  if (await page.$eval("#input", e => e.maxLength) !== maxLine)
    fail("the input's maxlength is not limits.max_line");
  await page.$eval("#input", e => { e.value = ""; });
  await type("say " + "y".repeat(maxLine + 20));
  await expect("You say '" + "y".repeat(maxLine - 4) + "'");
  // Another player's markup is shown as text; only http(s) is a link.
  console.log("READY-MARKUP");
  await expect(MARKUP);
  const found = await page.evaluate(() => ({
    tags: document.querySelectorAll("#output b, #output img, #output script")
      .length,
    links: [...document.querySelectorAll("#output a")].map(a =>
      [a.getAttribute("href"), a.rel, a.textContent]),
  }));
  if (found.tags !== 0)
    fail("another player's markup became elements");
  if (found.links.length !== 1 || found.links[0][0] !== LINK ||
      !found.links[0][1].includes("noopener") || found.links[0][2] !== LINK)
    fail("links: " + JSON.stringify(found.links));
  // Doors in Room.Info (keyed by the short names) show on their exits.
  const doorButtons = await page.evaluate(() => {
    showRoom({ name: "Door test", area: "T", exits: { n: 1, s: 2 },
      fullexits: { north: 1, south: 2 }, doors: { s: "locked" } });
    return [...document.querySelectorAll("#exits button.exit")].map(b =>
      [b.dataset.dir, b.dataset.door || "", b.textContent].join("/"));
  });
  if (doorButtons.join(" ") !== "north//north south/locked/south (locked)")
    fail("doors: " + doorButtons.join(" "));
  // A message past web.max_message: the server closes (1009) saying
  // why; the page shows it, greys out the room, reconnects by itself.
  await page.evaluate(() => ws.send("x".repeat(20000)));
  await expect("message too big");
  if (await exitCount() !== 0 ||
      !(await page.$eval("#room", e => e.classList.contains("stale"))))
    fail("the room panel was left as if still playing");
  await expect("known? ");
  if (await exitCount() !== 0)
    fail("exits to click before being in the game");
  await type(name);
  await expect("Password");
  await type(password);
  await page.waitForFunction(() =>
    document.querySelectorAll("#exits button.exit").length > 0 &&
    !document.getElementById("room").classList.contains("stale"),
    { timeout: WAIT });
  await type("say back again");
  await expect("You say 'back again'");
  console.log("RECONNECTED");
  const m = await walkNew();
  await phoneAndDesktop();
  await keys();
  await page.setViewport({ width: 1280, height: 800 });
  await restarts(m.rooms);
}

try {
  await page.goto(url, { waitUntil: "load", timeout: WAIT });
  await expect("known? ");
  await type(name);
  await expect("Did I get that right");
  await type("y");
  await expect("Give me a password");
  // The server turned echo off: the input is masked.
  await page.waitForFunction(
    () => document.getElementById("input").type === "password",
    { timeout: WAIT });
  await type(password);
  await expect("retype");
  await type(password);
  await expect("Choose your class");
  await type("warrior");
  await expect("Choose your race");
  await type("human");
  // In the game: the vitals bar and the room panel are filled by GMCP.
  await page.waitForFunction(() =>
    document.getElementById("mv").dataset.max !== undefined &&
    document.querySelectorAll("#exits button.exit").length > 0,
    { timeout: WAIT });
  if (await page.$eval("#input", e => e.type) !== "text")
    fail("the input is still masked after the password");
  const text = await page.$eval("#output", e => e.textContent);
  if (text.includes(password))
    fail("the password was shown");
  if (/[\x1b\xff]/.test(text))
    fail("raw escape or telnet bytes reached the page");
  // The game goes over wss:// when the page came over https://.
  const wsUrl = await page.evaluate("ws ? ws.url : ''");
  if (!wsUrl.startsWith(https ? "wss://" : "ws://"))
    fail("the page connected to " + wsUrl);
  console.log("LOGGED-IN " + wsUrl);

  // Another (telnet) player speaks; we answer.
  await expect(say);
  await type("say hello telnet");
  await expect("You say 'hello telnet'");

  // Move by clicking an exit: the room panel and the moves change.
  const room0 = await page.$eval("#room-name", e => e.textContent);
  const mv0 = await page.$eval("#mv", e => e.dataset.value);
  const dir = await page.$eval("#exits button.exit", e => e.dataset.dir);
  await page.click("#exits button.exit");
  await page.waitForFunction(r =>
    document.getElementById("room-name").textContent !== r,
    { timeout: WAIT }, room0);
  await page.waitForFunction(v =>
    document.getElementById("mv").dataset.value !== v,
    { timeout: WAIT }, mv0);
  const mv1 = await page.$eval("#mv", e => e.dataset.value);
  console.log("MOVED " + dir + " moves " + mv0 + " -> " + mv1);
  // The map has both rooms and follows the player.
  await page.waitForFunction(() =>
    document.querySelectorAll("#map rect.room").length >= 2 &&
    document.querySelector("#map rect.room.here") !== null,
    { timeout: WAIT });
  // History: up brings back the last command typed.
  await page.focus("#input");
  await page.$eval("#input", e => { e.value = ""; });
  await page.keyboard.press("ArrowUp");
  if (await page.$eval("#input", e => e.value) !== "say hello telnet")
    fail("no input history");
  if (maxLine > 0)
    await more();
  if (errors.length > 0)
    fail("page errors: " + errors.join("; "));
  console.log("OK");
} catch (e) {
  const text = await page.$eval("#output", e => e.textContent).catch(() => "");
  fail(e.message.split("\n")[0] + (errors.length > 0 ? "\n--- page errors: " +
    errors.join("; ") : "") + "\n--- page text:\n" + text.slice(-1500));
} finally {
  clearTimeout(timer);
  await browser.close();
}
process.exit(0);
