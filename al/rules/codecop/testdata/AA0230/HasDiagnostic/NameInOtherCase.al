dotnet
{
    // Assembly names are compared without regard to case.
    assembly(microsoft.dynamics.Nav.Types)
    {
        [|Version = '26.0.0.0';|]

        type(Microsoft.Dynamics.Nav.Types.NavDate; NavDate) { }
    }
}
