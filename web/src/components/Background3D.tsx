import { useEffect, useRef } from 'react';

const POINTS = 140;
const RADIUS = 1;

/** Points on a sphere (Fibonacci lattice), so the shape reads as 3D when it turns. */
function spherePoints(n: number): [number, number, number][] {
  const golden = Math.PI * (3 - Math.sqrt(5));
  return Array.from({ length: n }, (_, i) => {
    const y = 1 - (i / (n - 1)) * 2;
    const r = Math.sqrt(1 - y * y);
    const a = golden * i;
    return [Math.cos(a) * r * RADIUS, y * RADIUS, Math.sin(a) * r * RADIUS];
  });
}

/**
 * A slowly turning point sphere drawn on a 2D canvas with a perspective projection: a few hundred
 * bytes of code instead of a WebGL library. Pauses when the tab is hidden; the page never loads it
 * when the user prefers reduced motion.
 */
export default function Background3D() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const points = spherePoints(POINTS);
    const accent = getComputedStyle(document.documentElement).getPropertyValue('--color-accent').trim();
    let frame = 0;
    let angle = 0;

    const resize = () => {
      const dpr = Math.min(window.devicePixelRatio || 1, 2);
      canvas.width = canvas.clientWidth * dpr;
      canvas.height = canvas.clientHeight * dpr;
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    };

    const draw = () => {
      const w = canvas.clientWidth;
      const h = canvas.clientHeight;
      const scale = Math.min(w, h) * 0.38;
      ctx.clearRect(0, 0, w, h);
      ctx.fillStyle = accent || '#2347c5';
      const cos = Math.cos(angle);
      const sin = Math.sin(angle);
      for (const [x, y, z] of points) {
        const rx = x * cos - z * sin;
        const rz = x * sin + z * cos;
        const ry = y * Math.cos(0.4) - rz * Math.sin(0.4);
        const depth = 2.6 + rz;
        const px = w / 2 + (rx / depth) * scale * 2;
        const py = h / 2 + (ry / depth) * scale * 2;
        ctx.globalAlpha = 0.15 + 0.35 * ((1 - rz) / 2);
        ctx.beginPath();
        ctx.arc(px, py, 2.4 / depth + 0.6, 0, Math.PI * 2);
        ctx.fill();
      }
      angle += 0.003;
      frame = requestAnimationFrame(draw);
    };

    const onVisibility = () => {
      cancelAnimationFrame(frame);
      if (!document.hidden) frame = requestAnimationFrame(draw);
    };

    resize();
    window.addEventListener('resize', resize);
    document.addEventListener('visibilitychange', onVisibility);
    frame = requestAnimationFrame(draw);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', resize);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  return (
    <div aria-hidden="true">
      <canvas ref={canvasRef} className="background-3d" data-testid="background-3d" />
    </div>
  );
}
