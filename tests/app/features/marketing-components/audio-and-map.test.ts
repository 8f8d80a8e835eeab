import { describe, expect, it } from 'vitest';
import { formatTime, nextAudioStatus, progressPercent } from '../../../../app/components/audio-player/audio-time';
import { US_MAP_HEIGHT, US_MAP_STATES, US_MAP_WIDTH } from '../../../../app/domain/geo/us-map-states';
import { US_STATE_PATHS } from '../../../../app/domain/geo/us-state-paths';
import { US_STATES, usStateLabel, usStateOf } from '../../../../app/domain/content/us-states';

describe('audio player time and states', () => {
  it.each([
    [0, '0:00'],
    [7.9, '0:07'],
    [59.99, '0:59'],
    [60, '1:00'],
    [125, '2:05'],
    [3660, '61:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
    [-3, '0:00'],
  ])('%s s reads %s', (seconds, text) => {
    expect(formatTime(seconds)).toBe(text);
  });

  it('gives progress as a percentage', () => {
    expect(progressPercent(5, 20)).toBe(25);
    expect(progressPercent(30, 20)).toBe(100);
    expect(progressPercent(3, 0)).toBe(0);
    expect(progressPercent(3, Number.NaN)).toBe(0);
  });

  it('goes play -> pause -> play -> ended (replay shown), and a pause right before the end keeps it ended', () => {
    expect(nextAudioStatus('paused', 'play')).toBe('playing');
    expect(nextAudioStatus('playing', 'pause')).toBe('paused');
    expect(nextAudioStatus('playing', 'ended')).toBe('ended');
    expect(nextAudioStatus('ended', 'pause')).toBe('ended');
    expect(nextAudioStatus('ended', 'play')).toBe('playing');
  });

  it('on the profile the end is a reset to paused', () => {
    expect(nextAudioStatus('playing', 'ended', true)).toBe('paused');
  });
});

describe('the 50 states and the map', () => {
  it('lists 50 states with a label and a unique 2-letter code', () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(US_STATES.map((state) => state.code)).size).toBe(50);
    for (const state of US_STATES) {
      expect(state.code).toMatch(/^[A-Z]{2}$/);
      expect(state.label.length).toBeGreaterThan(3);
    }
    expect(usStateOf(' mi ')?.label).toBe('Michigan');
    expect(usStateOf('DC')).toBeUndefined();
    expect(usStateLabel('DC')).toBe('DC');
  });

  it('draws the 50 states and DC, by name, each named as the site names it', () => {
    expect(US_MAP_STATES.map((state) => state.code).sort()).toEqual([...US_STATES.map((state) => state.code), 'DC'].sort());
    for (const state of US_STATES) expect(US_MAP_STATES.find((drawn) => drawn.code === state.code)?.name).toBe(state.label);
    const names = US_MAP_STATES.map((state) => state.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-US')));
  });

  it('has an outline for every state inside the 975×610 frame, and a dot only for DC, too small to point at', () => {
    expect(Object.keys(US_STATE_PATHS).sort()).toEqual(US_MAP_STATES.map((state) => state.code).sort());
    for (const [code, d] of Object.entries(US_STATE_PATHS)) {
      expect(d, code).toMatch(/^M[-\d]/);
      const numbers = d.match(/-?\d+(\.\d+)?/g)!.map(Number);
      const xs = numbers.filter((_, index) => index % 2 === 0);
      const ys = numbers.filter((_, index) => index % 2 === 1);
      // The far Aleutian islands run off the frame's left edge, as in the atlas itself.
      expect(Math.min(...xs), code).toBeGreaterThanOrEqual(code === 'AK' ? -60 : 0);
      expect(Math.max(...xs), code).toBeLessThanOrEqual(US_MAP_WIDTH);
      expect(Math.min(...ys), code).toBeGreaterThanOrEqual(0);
      expect(Math.max(...ys), code).toBeLessThanOrEqual(US_MAP_HEIGHT);
    }
    expect(US_MAP_STATES.filter((state) => state.dot).map((state) => state.code)).toEqual(['DC']);
  });
});
