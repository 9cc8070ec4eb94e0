enum 50100 "Shop Kind"
{
    Extensible = true;

    value(0; Standard) { }
    value(1; Special) { }
}
