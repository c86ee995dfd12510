import { useEffect, useRef, useState } from 'react';
import { Button } from '#components/ui/button.js';

// The browser's own QR reader (the Shape Detection API), where it has one: no library is loaded.
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

function detectorClass(): BarcodeDetectorClass | null {
  const candidate = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  return candidate && typeof navigator.mediaDevices?.getUserMedia === 'function' ? candidate : null;
}

/** Whether this browser can scan a QR code with a camera (else the number is typed). */
export function canScan(): boolean {
  return detectorClass() !== null;
}

/**
 * Scans the member card's QR code with the camera until a value is read, then stops the camera and
 * hands the value on. Shown only where the browser has BarcodeDetector and a camera.
 */
export function QrScanner({
  onRead,
  onClose,
}: {
  onRead: (value: string) => void;
  onClose: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const Detector = detectorClass();
    if (!Detector) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const detector = new Detector({ formats: ['qr_code'] });
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        if (stopped) return media.getTracks().forEach((t) => t.stop());
        stream = media;
        if (!video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        timer = setInterval(() => {
          if (!video.current) return;
          detector
            .detect(video.current)
            .then((codes) => {
              const value = codes[0]?.rawValue;
              if (value && !stopped) {
                stopped = true;
                onRead(value);
              }
            })
            .catch(() => undefined);
        }, 300);
      })
      .catch(() => setError('The camera could not be opened. Type the member number instead.'));
    return () => {
      stopped = true;
      if (timer) clearInterval(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [onRead]);
  return (
    <div className="hospital-scanner">
      {error ? <p role="alert">{error}</p> : null}
      <video
        ref={video}
        className="hospital-scanner__video"
        muted
        playsInline
        aria-label="Camera"
      />
      <Button variant="secondary" onClick={onClose}>
        Stop scanning
      </Button>
    </div>
  );
}
