import { GraphQLEnumType, GraphQLInputObjectType, GraphQLList, GraphQLNonNull, GraphQLString } from 'graphql';
import { FloatType, IntType } from './scalars.js';

function enumType(name: string, values: readonly string[]): GraphQLEnumType {
  return new GraphQLEnumType({ name, values: Object.fromEntries(values.map((value) => [value, { value }])) });
}

const list = (type: GraphQLEnumType): GraphQLList<GraphQLNonNull<GraphQLEnumType>> =>
  new GraphQLList(new GraphQLNonNull(type));

/** The imgix parameters the content service supports, with DatoCMS's names (see imgix-url.ts for the URL form). */
export const ImgixParamsInput = new GraphQLInputObjectType({
  name: 'ImgixParams',
  fields: {
    ar: { type: GraphQLString, description: 'Aspect ratio `W:H`; needs `fit: crop`' },
    auto: { type: list(enumType('ImgixParamsAuto', ['enhance', 'format', 'redeye', 'compress'])) },
    blur: { type: IntType, description: 'Gaussian blur, 0 to 2000' },
    crop: {
      type: list(
        enumType('ImgixParamsCrop', ['top', 'bottom', 'left', 'right', 'faces', 'entropy', 'edges', 'focalpoint']),
      ),
    },
    dpr: { type: FloatType, description: 'Device pixel ratio' },
    fit: {
      type: enumType('ImgixParamsFit', ['clamp', 'clip', 'crop', 'facearea', 'fill', 'fillmax', 'max', 'min', 'scale']),
    },
    fm: {
      type: enumType('ImgixParamsFm', [
        'gif', 'jpg', 'jp2', 'json', 'jxr', 'pjpg', 'mp4', 'png', 'png8', 'png32', 'webp', 'webm', 'blurhash', 'avif',
      ]),
    },
    fpX: { type: FloatType, description: 'Focal point x, 0 to 1; needs `crop: focalpoint`' },
    fpY: { type: FloatType, description: 'Focal point y, 0 to 1; needs `crop: focalpoint`' },
    fpZ: { type: FloatType, description: 'Focal point zoom, 1 or more' },
    h: { type: FloatType, description: 'Height' },
    q: { type: IntType, description: 'Quality, 1 to 100' },
    w: { type: FloatType, description: 'Width' },
  },
});
