// React and react-dom, for main.tsx to import on its own: importing this evaluates them (the 'react'
// file of build/chunk-plan.ts) in a task of their own, before the app (boot.tsx) is evaluated in the
// next. One task for both was the longest of a signed-in page's start on Lighthouse's phone.
/** @public read from the module import() answers, which knip does not follow */
export { createRoot } from 'react-dom/client';
