import { useEffect, useState } from 'react';

const TIME = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' });
const DATE = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

export type ReceptionClockProps = { now?: () => Date };

/** The time and the date, large, updated every 15 s; silent for screen readers (it would chatter). */
export function ReceptionClock({ now = () => new Date() }: ReceptionClockProps) {
  const [date, setDate] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setDate(now()), 15_000);
    return () => clearInterval(timer);
  }, [now]);
  return (
    <div className="portaria-clock">
      <time className="portaria-clock__time" dateTime={date.toISOString()}>
        {TIME.format(date)}
      </time>
      <span className="portaria-clock__date">{DATE.format(date)}</span>
    </div>
  );
}
