enum 50248 "AC0022 Status"
{
    value(0; [=""=])
    {
        Caption = 'None';
    }
    value(1; Open) { Caption = 'Open'; }
}

enumextension 50249 "AC0022 Ext" extends "AC0022 Status"
{
    value(50000; [=""=])
    {
        Caption = 'Extension blank', Locked = true;
    }
}
