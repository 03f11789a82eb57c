import { describe, expect, it } from 'vitest';
import { directionsUrl, eventCoordinates, formatCoordinates } from './maps';

describe('eventCoordinates', () => {
  it('needs both numbers', () => {
    expect(eventCoordinates({ latitude: -1.3, longitude: 36.8 })).toEqual({ lat: -1.3, lng: 36.8 });
    expect(eventCoordinates({ latitude: null, longitude: 36.8 })).toBeNull();
    expect(eventCoordinates({ latitude: -1.3, longitude: null })).toBeNull();
  });

  it('keeps 0,0-like valid values and rejects out-of-range ones', () => {
    expect(eventCoordinates({ latitude: 0, longitude: 0 })).toEqual({ lat: 0, lng: 0 });
    expect(eventCoordinates({ latitude: 120, longitude: 0 })).toBeNull();
  });
});

describe('directionsUrl', () => {
  it('links Google Maps directions to lat,lng', () => {
    expect(directionsUrl({ lat: -1.2921, lng: 36.8219 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-1.2921,36.8219',
    );
  });
});

describe('formatCoordinates', () => {
  it('writes hemispheres', () => {
    expect(formatCoordinates({ lat: -1.2921, lng: 36.8219 })).toBe('1.2921° S, 36.8219° E');
  });
});
