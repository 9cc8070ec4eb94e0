enumextension 50100 "Doc Type Ext" extends "Sales Document Type"
{
    value(50100; "In Range") { }
    value([=0=]; "Zero") { Caption = 'Zero'; }
    value([=50150=]; "Above") { }
}
