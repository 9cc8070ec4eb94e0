enum 50240 "AC0019 Empty"
{
    value(0; " ") { }
    value(1; Released) { Caption = 'Released'; }
}

enum 50241 "AC0019 Blank Caption"
{
    value(0; "")
    {
        Caption = ' ';
    }
}

enum 50242 "AC0019 Starts At One"
{
    value(1; First) { }
}

enum 50243 "AC0019 Implements" implements "AC0019 IStatus"
{
    value(0; Default)
    {
        Implementation = "AC0019 IStatus" = "AC0019 Default Status";
    }
}

enum 50244 "AC0019 Obsolete Value"
{
    value(0; Legacy)
    {
        ObsoleteState = Pending;
        ObsoleteReason = 'Use the empty value';
        ObsoleteTag = '25.0';
    }
}

enumextension 50245 "AC0019 Ext" extends "AC0019 Empty"
{
    value(50000; Extra) { }
}
