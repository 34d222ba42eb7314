import { type Ref, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import { registrationApiPaths } from './registration.api.ts';
import { registrationTexts } from './registration-texts.ts';

export interface RobotCheckHandle {
  /** A fresh challenge: a solved one is accepted once by the server. */
  reset: () => void;
}

interface RobotCheckProps {
  /** The widget's base64 payload once verified, '' when it is not (any more). */
  onToken: (token: string) => void;
  error?: string;
  ref?: Ref<RobotCheckHandle>;
}

interface StateDetail {
  state?: string;
  payload?: string | null;
}

/** The ALTCHA proof-of-work check ('Nu sunt un robot'); its payload is sent as recaptchaToken. */
export function RobotCheck({ onToken, error, ref }: RobotCheckProps) {
  const id = useId();
  const host = useRef<HTMLDivElement>(null);
  const widget = useRef<HTMLElement & { reset?: () => void }>(null);
  const onTokenRef = useRef(onToken);
  onTokenRef.current = onToken;
  const [loaded, setLoaded] = useState(false);

  useImperativeHandle(ref, () => ({
    reset: () => {
      widget.current?.reset?.();
      onTokenRef.current('');
    },
  }));

  useEffect(() => {
    let cancelled = false;
    let element: HTMLElement | null = null;
    const onState = (e: Event) => {
      const detail = (e as CustomEvent<StateDetail>).detail ?? {};
      if (detail.state === 'verified' && detail.payload) onTokenRef.current(detail.payload);
      else if (detail.state && detail.state !== 'verifying') onTokenRef.current('');
    };
    const onVerified = (e: Event) => {
      const payload = (e as CustomEvent<StateDetail>).detail?.payload;
      if (payload) onTokenRef.current(payload);
    };
    void import('./altcha-setup.ts').then(() => {
      if (cancelled || !host.current) return;
      element = document.createElement('altcha-widget');
      element.setAttribute('challenge', registrationApiPaths.captchaChallenge);
      element.setAttribute('language', 'ro');
      element.setAttribute('name', 'recaptchaToken');
      element.addEventListener('statechange', onState);
      element.addEventListener('verified', onVerified);
      host.current.append(element);
      widget.current = element;
      setLoaded(true);
    });
    return () => {
      cancelled = true;
      if (element) {
        element.removeEventListener('statechange', onState);
        element.removeEventListener('verified', onVerified);
        element.remove();
      }
      widget.current = null;
    };
  }, []);

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-ink">
        {registrationTexts.robotCheck}
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      </legend>
      <div ref={host} className={`robot-check max-w-full ${error ? 'rounded-md ring-2 ring-danger' : ''}`} />
      {!loaded && <p className="text-sm text-muted">{registrationTexts.robotLoading}</p>}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
