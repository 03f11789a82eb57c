import { describe, expect, it } from 'vitest';
import { coordinateProblems, formatCoordinate, parseCoordinates } from './coordinates';
import { emptyForm, validateForm } from './event-form';

describe('coordinates', () => {
  it('reads a pin only from two numbers in range', () => {
    expect(parseCoordinates('-1.2921', ' 36.8219 ')).toEqual({ lat: -1.2921, lng: 36.8219 });
    expect(parseCoordinates('', '36.8')).toBeNull();
    expect(parseCoordinates('91', '36.8')).toBeNull();
    expect(parseCoordinates('-1.2', '181')).toBeNull();
    expect(parseCoordinates('north', '36.8')).toBeNull();
  });

  it('names what is wrong as it is typed: range, not a number, one without the other', () => {
    expect(coordinateProblems('', '')).toEqual({});
    expect(coordinateProblems('-90', '180')).toEqual({});
    expect(coordinateProblems('90.5', '36')).toEqual({ latitude: 'Enter a latitude between -90 and 90.' });
    expect(coordinateProblems('-1', 'east')).toEqual({ longitude: 'Enter a longitude between -180 and 180.' });
    expect(coordinateProblems('-1', '')).toEqual({ pair: 'Enter both latitude and longitude, or neither.' });
  });

  it('keeps six decimals without trailing zeros', () => {
    expect(formatCoordinate(-1.28333312345)).toBe('-1.283333');
    expect(formatCoordinate(36.8)).toBe('36.8');
  });

  it('stops the form from sending one coordinate without the other', () => {
    const form = { ...emptyForm(), title: 'Sauti Sol Live', latitude: '-1.29' };
    expect(validateForm(form).longitude).toBe('Enter both latitude and longitude, or neither.');
    expect(validateForm({ ...form, longitude: '36.82' }).longitude).toBeUndefined();
  });
});
