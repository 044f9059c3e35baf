import { formatLongDate, formatTime } from '@colabora/shared/format';
import { useEffect, useState } from 'react';

export type ReceptionClockProps = { now?: () => Date };

/**
 * The time and the date, large, updated every 15 s; silent for screen readers (it would chatter).
 * São Paulo's clock, like every other time in the app, whatever the reception computer's zone.
 */
export function ReceptionClock({ now = () => new Date() }: ReceptionClockProps) {
  const [date, setDate] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setDate(now()), 15_000);
    return () => clearInterval(timer);
  }, [now]);
  return (
    <div className="portaria-clock">
      <time className="portaria-clock__time" dateTime={date.toISOString()}>
        {formatTime(date)}
      </time>
      <span className="portaria-clock__date">{formatLongDate(date, { weekday: true })}</span>
    </div>
  );
}
