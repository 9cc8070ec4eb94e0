enumextension 50110 "Demo Kind Ext" extends "Demo Kind"
{
    value(50100; Other) { Caption = 'Other'; }
}
