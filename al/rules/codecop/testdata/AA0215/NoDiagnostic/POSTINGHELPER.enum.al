// Names are compared without regard to case, the type too.
enum 50246 "Posting Helper"
{
    value(0; None) { }
}
