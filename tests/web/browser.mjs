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
// connects again by itself and plays on after logging in again. Prints
// "OK" and exits 0, or "FAIL reason" and exits 1. Exit 77 when no
// browser can start here.
// An https:// URL is a server with web.tls and its self-signed
// certificate: the browser is told to accept it, and the page must play
// over wss://.
import puppeteer from "puppeteer-core";

const [url, name, password, say, maxLineArg] = process.argv.slice(2);
const maxLine = maxLineArg ? parseInt(maxLineArg, 10) : 0;
const LINK = "https://example.org/a?b=1";
const MARKUP = "<b>bold</b><img src=x onerror=alert(1)> see " + LINK +
  ". not javascript:alert(2)";
const WAIT = +(process.env.BROWSER_WAIT || 120000);        // generous: sanitizer builds are slow
const chromium = process.env.CHROMIUM || "/usr/bin/chromium";
const https = url.startsWith("https:");

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
let seen = 0;
async function expect(text) {
  const h = await page.waitForFunction((t, from) => {
    const s = document.getElementById("output").textContent;
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
  await expect("go by? ");
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
}

try {
  await page.goto(url, { waitUntil: "load", timeout: WAIT });
  await expect("go by? ");
  await type(name);
  await expect("the name you want");
  await type("y");
  await expect("Choose a password");
  // The server turned echo off: the input is masked.
  await page.waitForFunction(
    () => document.getElementById("input").type === "password",
    { timeout: WAIT });
  await type(password);
  await expect("once more");
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
  fail(e.message.split("\n")[0] + "\n--- page text:\n" + text.slice(-1500));
} finally {
  clearTimeout(timer);
  await browser.close();
}
process.exit(0);
