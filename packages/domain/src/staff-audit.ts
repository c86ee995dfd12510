// The audit log's copy, apart from staff.ts's zod schemas: the back office's audit page shows it
// without carrying zod into the back office's first download (issue 30; docs/performance.md).
// Staff-only words: the audit page and the staff's audit route (apps/api/src/modules/platform/access)
// stay English like every staff page, so they are not in the customers' catalogue
// (docs/architecture.md, 'Languages').

export const auditCopy = {
  rangeBackwards: 'The end date must be on or after the start date',
} as const;
