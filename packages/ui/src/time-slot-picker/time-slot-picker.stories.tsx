import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { cart } from '../testing/sample-data';
import { slotDays } from './slot-fixtures';
import { TimeSlotCard } from './time-slot-card';
import { TimeSlotPicker } from './time-slot-picker';
import type { TimeSlotValue } from './use-time-slot-picker';

const meta = {
  title: 'Widgets/TimeSlotPicker',
  component: TimeSlotPicker,
  args: { days: slotDays, onValueChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState<TimeSlotValue | null>(args.value ?? null);
    return (
      <div style={{ maxWidth: 720 }}>
        <TimeSlotPicker
          {...args}
          value={value}
          onValueChange={(next, slot) => {
            args.onValueChange?.(next, slot);
            setValue(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof TimeSlotPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three days; the full 08:00 slot is disabled. */
export const Default: Story = {};

/** Keyboard: → to the next day, Tab into the slots, Space chooses. */
export const KeyboardFlow: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole('tab', { name: 'martedì 24 novembre' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'mercoledì 25 novembre' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenCalledWith(
      { date: '2026-11-25', timeslotId: 5 },
      slotDays[1]!.timeSlots[0],
    );
    await expect(canvas.getByRole('radio', { name: '08:00 – 10:00' })).toBeChecked();
  },
};

/** A chosen slot. */
export const WithValue: Story = { args: { value: { date: '2026-11-24', timeslotId: 3 } } };

/** Loading. */
export const Loading: Story = { args: { days: undefined, loading: true } };

/** Failed to load. */
export const LoadError: Story = { args: { days: undefined, error: true } };

/** No days. */
export const Empty: Story = { args: { days: [] } };

/** On a 390 px phone, Bottega brand. */
export const PhoneBottega: Story = { globals: { viewport: { value: 'phone' }, brand: 'bottega' } };

/** The card of the cart drawer. */
export const Card: Story = {
  render: () => (
    <div style={{ maxWidth: 420 }}>
      <TimeSlotCard timeslot={cart.timeslot} onEdit={fn()} />
    </div>
  ),
};

/** The card without a slot. */
export const CardEmpty: Story = {
  render: () => (
    <div style={{ maxWidth: 420 }}>
      <TimeSlotCard timeslot={null} onEdit={fn()} />
    </div>
  ),
};

/**
 * A chosen day and a chosen slot, as forced colours show them: both take the system's selection
 * colours. Pictured by the visual review with forced colours on (Windows High Contrast: the tag `forced-colors` makes it emulate `forced-colors: active`). To see it here, Chromium's DevTools › Rendering › Emulate CSS media feature `forced-colors: active`.
 */
export const ForcedColours: Story = {
  tags: ['forced-colors'],
  args: { value: { date: '2026-11-24', timeslotId: 3 } },
};
