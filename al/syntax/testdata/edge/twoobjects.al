enum 50203 "First" { value(0; A) { } }
enum 50204 "Second" { value(0; B) { } }
