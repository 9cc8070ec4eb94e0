enumextension 50100 "Kind Ext" extends "Base Kind"
{
    value(50100; Rated) { }
}
