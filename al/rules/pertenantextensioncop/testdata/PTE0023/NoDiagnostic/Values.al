// The app's own enums may use any ordinal.
enum 50101 "Own Enum"
{
    Extensible = true;
    value(0; None) { }
    value(1; Some) { }
}

enumextension 50100 "Doc Type Ext" extends "Sales Document Type"
{
    value(50200; "Single") { }
}
