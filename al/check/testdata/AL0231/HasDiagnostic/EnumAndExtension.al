enum 50100 "Dup Values"
{
    Extensible = true;
    value(0; None) { }
    value(1; First) { }
    value([=1=]; Again) { }
}

enumextension 50101 "Dup Values Ext" extends "Dup Values"
{
    value([=0=]; "Ext None") { }
    value(50000; "Ext Value") { }
}
