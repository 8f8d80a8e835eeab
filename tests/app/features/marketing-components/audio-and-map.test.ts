import { describe, expect, it } from 'vitest';
import { formatTime, nextAudioStatus, progressPercent } from '../../../../app/components/audio-player/audio-time';
import { STATE_TILES, TILE_COLUMNS, TILE_ROWS } from '../../../../app/components/us-map/us-tile-layout';
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

describe('the 50 states and the tile map', () => {
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

  it('places every state on its own tile inside the grid', () => {
    expect(STATE_TILES.map((tile) => tile.code).sort()).toEqual(US_STATES.map((state) => state.code).sort());
    const cells = new Set(STATE_TILES.map((tile) => `${tile.column},${tile.row}`));
    expect(cells.size).toBe(50);
    for (const tile of STATE_TILES) {
      expect(tile.column).toBeGreaterThanOrEqual(0);
      expect(tile.column).toBeLessThan(TILE_COLUMNS);
      expect(tile.row).toBeGreaterThanOrEqual(0);
      expect(tile.row).toBeLessThan(TILE_ROWS);
    }
  });

  it('keeps some neighbours next to each other', () => {
    const at = (code: string) => STATE_TILES.find((tile) => tile.code === code)!;
    const adjacent = (a: string, b: string) => Math.abs(at(a).column - at(b).column) + Math.abs(at(a).row - at(b).row) === 1;
    expect(adjacent('MI', 'OH')).toBe(true);
    expect(adjacent('IL', 'IN')).toBe(true);
    expect(adjacent('WA', 'OR')).toBe(true);
    expect(adjacent('NY', 'NJ')).toBe(true);
  });
});
