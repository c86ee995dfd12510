import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function Coverage() {
  return (
    <Tabs defaultValue="not-covered">
      <TabsList aria-label="Coverage">
        <TabsTrigger value="not-covered">What's not covered</TabsTrigger>
        <TabsTrigger value="covered">What's covered</TabsTrigger>
      </TabsList>
      <TabsContent value="not-covered">Resignation</TabsContent>
      <TabsContent value="covered">Dismissal</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('When rendered, then the default tab is selected and its panel shown', () => {
    render(<Coverage />);
    expect(screen.getByRole('tab', { name: "What's not covered" })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Resignation');
  });

  it('When the other tab is clicked, then its panel is shown', async () => {
    render(<Coverage />);
    await userEvent.click(screen.getByRole('tab', { name: "What's covered" }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Dismissal');
  });

  it('When ArrowRight is pressed on a tab, then focus and selection move to the next tab', async () => {
    render(<Coverage />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const covered = screen.getByRole('tab', { name: "What's covered" });
    expect(covered).toHaveFocus();
    expect(covered).toHaveAttribute('aria-selected', 'true');
  });
});
