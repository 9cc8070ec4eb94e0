#define DEMO
#undef OTHER
// Symbols defined above are active only in this file.
#if DEMO // trailing comment
codeunit 50200 "Directive Demo"
#else
codeunit 50201 "Directive Other"
#endif
{
    #region Helpers
    procedure A()
    begin
#if not DEMO
        if X then begin
#else
        if Y then begin
#endif
            Z();
        end;
    end;
    #endregion Helpers

#pragma warning disable AA0072, AL0432 // kept for compatibility
    var
        Permissions: Integer;
        Values: List of [Integer];
#pragma warning restore
#pragma implicitwith disable
#   if (DEMO and not OTHER) or false
    procedure B()
    begin
    end;
#elif DEMO
    procedure C()
    begin
#if DEMO
        nested inactive text;
#endif
    end;
#ELSE
    procedure D()
    begin
    end;
#endif
    procedure E()
    begin
        Values.Add(1);
#if OTHER
        Values.Add(2);
#elif not DEMO
        Values.Add(3);
#else
        Values.Add(4);
#endif
    end;
#pragma implicitwith restore
}
