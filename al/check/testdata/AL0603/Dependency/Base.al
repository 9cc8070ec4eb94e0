namespace Base.Shipping;

enum 10 "Base Shipping Kind"
{
    Extensible = true;
    value(0; Standard) { }
}
