"""Drawing code for scripts/media/generate-media.py (standard library only).

palette   colours, fonts, company constants, mix/shade
looks     skin and hair colours, each broker's look (LOOKS), hashed_look for everyone else
hair      hair styles, drawn from hair-styles.json
portrait  clothes, faces, portrait_svg, default_profile_svg
brand     lighthouse mark, logos, favicon, harbour scene, hiring banner, og image, social card,
          reviewer avatars
audio     espeak-ng voices and the spoken introduction text
raster    external tools: SVG -> PNG/WebP/JPEG
svg       small SVG helpers shared by the modules above
"""
