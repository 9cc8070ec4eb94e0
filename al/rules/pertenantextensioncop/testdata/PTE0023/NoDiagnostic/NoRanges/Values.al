enumextension 50100 "Doc Type Ext" extends "Sales Document Type"
{
    value(7; "Seven") { }
}
