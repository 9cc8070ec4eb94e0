pageextension 50211 "Extended Actions" extends "Actions Base"
{
    actions
    {
        modify(Existing)
        {
            Visible = false;
        }
        addlast(Processing)
        {
            action(Retired)
            {
                ApplicationArea = All;
                ObsoleteState = Pending;
                ObsoleteReason = 'Will be removed.';
            }
        }
    }
}

page 50212 "Old Actions"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Replaced.';

    actions
    {
        area(Processing)
        {
            action(Nothing) { }
        }
    }
}
