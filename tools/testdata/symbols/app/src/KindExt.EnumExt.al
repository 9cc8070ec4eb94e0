enumextension 50102 "Fab Kind Ext" extends "Fab Kind"
{
    value(50100; Service) { }
}
