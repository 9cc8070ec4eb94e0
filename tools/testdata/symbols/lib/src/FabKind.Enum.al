enum 50002 "Fab Kind"
{
    Extensible = true;
    value(0; None) { }
    value(1; Item) { Caption = 'Item'; }
}
