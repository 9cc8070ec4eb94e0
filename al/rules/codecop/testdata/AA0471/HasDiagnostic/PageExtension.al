pageextension 50101 "My Ext" extends "Customer Card"
{
    layout
    {
        addlast(Content)
        {
// Only the active branch is analyzed (CLEAN30 is not defined).
#if CLEAN30
            field(Share; ShareValue)
            {
                ApplicationArea = All;
            }
#else
            field([=ShareOld=]; ShareValue)
            {
                ApplicationArea = All;
            }
#endif
        }
    }

    var
        ShareValue: Decimal;
}
