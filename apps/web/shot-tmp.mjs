import { chromium } from 'playwright-core';
const [,, url, out, width] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const p = await b.newPage({ viewport: { width: Number(width), height: 900 } });
await p.goto(url);
await p.screenshot({ path: out, fullPage: process.argv[5] !== 'top' });
await b.close();
