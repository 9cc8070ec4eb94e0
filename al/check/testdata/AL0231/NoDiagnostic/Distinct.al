enum 50110 "Distinct Values"
{
    Extensible = true;
    value(0; None) { }
    value(1; First) { }
}

enumextension 50111 "Distinct Values Ext" extends "Distinct Values"
{
    value(50000; "Ext Value") { }
}

enumextension 50112 "Other Enum Ext" extends "Enum Not Loaded"
{
    value(0; "Maybe Taken") { }
}
