import { describe, expect, it } from 'vitest';
import { goBackFrom, isStage, screenAt, stageFromStored } from './wizard.js';
import { dashboardWizard, type DashboardStage } from './wizard-dashboard.js';

describe('the dashboard purchase modal', () => {
  it('When the stage table is read, then screens exist at 0, 10, 40, 50, 60, 70, 80, 90 and 100', () => {
    expect(dashboardWizard.stages.map((row) => row.stage)).toEqual([
      0, 10, 40, 50, 60, 70, 80, 90, 100,
    ]);
  });

  it.each([20, 30])(
    'When the modal is at %i, then there is no screen but it is a progress value',
    (stage) => {
      expect(screenAt(dashboardWizard, stage)).toBeUndefined();
      expect(isStage(dashboardWizard, stage)).toBe(true);
    },
  );

  it.each(['20', '30'])('When the stored progress is %s, then the modal starts at 0', (stored) => {
    expect(stageFromStored(dashboardWizard, stored)).toBe(0);
  });

  it('When the modal is at 0, then Go Back closes it', () => {
    expect(goBackFrom(dashboardWizard, 0)).toEqual({ kind: 'close' });
  });

  for (const { from, to } of [
    { from: 10, to: 0 },
    { from: 20, to: 10 },
    { from: 30, to: 20 },
    { from: 40, to: 10 },
    { from: 50, to: 40 },
    { from: 60, to: 40 },
    { from: 70, to: 60 },
    { from: 80, to: 70 },
    { from: 90, to: 60 },
    { from: 100, to: 50 },
  ] as { from: DashboardStage; to: DashboardStage }[])
    it(`When the dashboard modal is at ${from}, then Go Back goes to ${to}`, () => {
      expect(goBackFrom(dashboardWizard, from)).toEqual({ kind: 'stage', stage: to });
    });

  for (const { stage, title } of [
    { stage: 60, title: "First, let's get your identity check done" },
    { stage: 70, title: 'Verify your NIN/BVN' },
    { stage: 80, title: 'You need to edit your profile name' },
    { stage: 90, title: 'Fantastic! please confirm your details one last time.' },
  ])
    it(`When the modal is at ${stage}, then the screen is titled "${title}"`, () => {
      expect(screenAt(dashboardWizard, stage)?.title).toBe(title);
    });
});
