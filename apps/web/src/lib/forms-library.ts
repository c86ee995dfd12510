// react-hook-form, for app/lazy-wizard.ts to import on its own: importing this evaluates the library
// (the 'forms' file of build/chunk-plan.ts) in a task of its own, before a wizard's code arrives.
export { useForm } from 'react-hook-form';
