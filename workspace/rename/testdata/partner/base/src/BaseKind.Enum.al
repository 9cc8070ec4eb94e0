enum 50000 "Base Kind"
{
    Extensible = true;

    value(0; None) { }
}
